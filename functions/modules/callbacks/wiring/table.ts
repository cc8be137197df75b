import type { CallbackEventsStore } from '../ports';
import { getCallbackTarget, getDelivery, listUnsettledCallbacks, recordAttempt, takeCallbackRequeue } from '../store/callbacks-store';

/** The callback events store on the DynamoDB table. */
export const callbackEventsTable: CallbackEventsStore = {
  getCallbackTarget,
  getDelivery,
  recordAttempt,
  listUnsettledCallbacks,
  takeCallbackRequeue,
};
