import { resolveCallbackTarget } from '../../../../adapters/callbacks/callback-url';
import { postCallback } from '../../../../adapters/callbacks/post-callback';
import { config } from '../../../../platform/settings';
import type { CallbackTransport } from '../ports';
import type { DeliveryDeps } from '../use-cases/deliver-callback';
import { callbackSecrets } from './secrets';
import { callbackSettings } from './settings';
import { callbackEventsTable } from './table';

/** HTTPS to the address checked just before, pinned (no DNS rebinding between check and connect). */
export const callbackTransport: CallbackTransport = {
  send: async (url, headers, body) =>
    postCallback(await resolveCallbackTarget(url, { allowHosts: config.callbackAllowHosts }), headers, body, config.callbacks.timeoutMs),
};

/** The composition root of the callback sender. */
export const callbackSender: DeliveryDeps = {
  ...callbackSecrets,
  events: callbackEventsTable,
  transport: callbackTransport,
  settings: callbackSettings,
};
