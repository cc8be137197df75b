import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { DELIVERY_STATUSES } from '../../engine/domain';
import { callbackEventId } from '../domain/callback-signatures';
import { listTaskCallbacks } from '../use-cases/task-callbacks';
import { callbackEvent } from '../wire/callback-event';
import { taskCallbackReads } from '../wiring/reads';

const delivery = withMeta(
  z.object({
    event_id: withMeta(z.string(), { description: 'The `webhook-id` of its deliveries: `evt_<task_id>_<version>`' }),
    ...z.omit(callbackEvent, { task_id: true }).shape,
    delivery_status: withMeta(z.enum(DELIVERY_STATUSES), {
      description: 'PENDING until a delivery is answered 2xx (DELIVERED) or the last retry fails (FAILED, parked in the dead-letter queue)',
    }),
    attempts: z.int().check(z.minimum(0)),
    last_attempt_at: z.nullable(timestamp),
    last_response_code: withMeta(z.nullable(z.int()), { description: "The receiver's HTTP status at the last attempt; null if none came back" }),
    last_error: withMeta(z.nullable(z.string()), { description: 'Why the last attempt failed; null before any failure and after a success' }),
    next_attempt_at: withMeta(z.nullable(timestamp), { description: 'When the next retry is due' }),
    delivered_at: z.nullable(timestamp),
    failed_at: z.nullable(timestamp),
  }),
  { id: 'CallbackDelivery', description: 'One status change of the task and where its callback delivery stands' },
);

const responses = !import.meta.bundled && {
  200: z.object({
    task_id: z.string(),
    callback_url: z.nullable(z.string()),
    data: withMeta(z.array(delivery), { description: 'Oldest first; empty for a task without a callback_url' }),
  }),
};

/** The delivery log of a task's callbacks: one entry per status change, oldest first. */
export const handler = agentHandler({ scope: 'tasks:read', params: idParams, responses })(async (request) => {
  const { task, deliveries } = await listTaskCallbacks(taskCallbackReads, request.params.id, request.principal.agentId);
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      callback_url: task.callback_url ?? null,
      data: deliveries.map((delivery) => ({
        event_id: callbackEventId(delivery.task_id, delivery.version),
        event: delivery.event,
        status: delivery.status,
        previous_status: delivery.previous_status,
        timestamp: delivery.timestamp,
        delivery_status: delivery.delivery_status,
        attempts: delivery.attempts,
        last_attempt_at: delivery.last_attempt_at ?? null,
        last_response_code: delivery.last_response_code ?? null,
        last_error: delivery.last_error ?? null,
        next_attempt_at: delivery.next_attempt_at ?? null,
        delivered_at: delivery.delivered_at ?? null,
        failed_at: delivery.failed_at ?? null,
      })),
    },
  };
});
