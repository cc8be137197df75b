import { callbackEventId } from '../../core/callback-signatures';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { listDeliveries } from '../../store/callbacks';
import { ownedTask } from './owned-task';
import { taskParams } from './params';

/** The delivery log of a task's callbacks: one entry per status change, oldest first. */
export const handler = apiHandler({ params: taskParams }, async (request) => {
  const task = await ownedTask(request.params.id, callingAgent(request).agentId);
  const deliveries = task.callback_url ? await listDeliveries(task.task_id) : [];
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
