import type { CallbackEventsStore } from '../ports';
import {
  deliveryStatusOf,
  getCallbackTarget,
  listDeliveries,
  listUnsettledCallbacks,
  recordAttempt,
  takeCallbackRequeue,
} from '../store/callbacks-store';

/** The callback events store on the DynamoDB table. */
export const callbackEventsTable: CallbackEventsStore = {
  getCallbackTarget,
  deliveryStatusOf,
  recordAttempt,
  listDeliveries,
  listUnsettledCallbacks,
  takeCallbackRequeue,
};
