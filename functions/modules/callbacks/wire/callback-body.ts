import type { CallbackEvent } from './callback-event';

/**
 * The exact bytes sent, and signed: the documented fields in the documented order. Apart from the event's
 * schema (./callback-event.ts), which only the contract needs: the sender then builds no schemas.
 */
export const callbackBody = (event: CallbackEvent): string =>
  JSON.stringify({
    event: event.event,
    task_id: event.task_id,
    status: event.status,
    previous_status: event.previous_status,
    timestamp: event.timestamp,
  });
