import { config } from '../../../../platform/settings';
import type { CallbackSettings } from '../ports';

/** The settings the callbacks use cases read, as plain values. */
export const callbackSettings: CallbackSettings = { retry: config.callbacks.retry, timerRules: config.timerRules };
