import { deliveryTransport } from '../../engine/wiring/engine';
import type { DeliveryDeps } from '../use-cases/deliver-callback';
import { callbackSecrets } from './secrets';
import { callbackSettings } from './settings';
import { callbackEventsTable } from './table';

/** The composition root of the callback sender. */
export const callbackSender: DeliveryDeps = {
  ...callbackSecrets,
  events: callbackEventsTable,
  transport: deliveryTransport,
  settings: callbackSettings,
};
