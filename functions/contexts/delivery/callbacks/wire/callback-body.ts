import type { CallbackEvent, ConsensusEvent, MessageEvent } from './callback-event';

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
    // Absent (JSON.stringify leaves it out) but on a cancel that paid a kill fee.
    kill_fee_usd: event.kill_fee_usd,
    timestamp: event.timestamp,
  });

/** The body of a batch's consensus callback (docs/api-guide.md, "Batches"), in the documented order. */
export const consensusCallbackBody = (event: ConsensusEvent): string =>
  JSON.stringify({
    event: event.event,
    batch_id: event.batch_id,
    task_id: event.task_id,
    field: event.field,
    value: event.value,
    agreeing: event.agreeing,
    timestamp: event.timestamp,
  });

/** The body of an operator's message's callback, in the documented order. */
export const messageCallbackBody = (event: MessageEvent): string =>
  JSON.stringify({
    event: event.event,
    task_id: event.task_id,
    message: {
      message_id: event.message.message_id,
      from: event.message.from,
      text: event.message.text,
      created_at: event.message.created_at,
    },
    timestamp: event.timestamp,
  });
