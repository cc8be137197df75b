import * as z from 'zod/mini';
import { toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { cancelTask } from '../../use-cases/tasks/cancel-task';
import { idParams, taskStatus, usd } from '../../wire/schemas';

const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, refunded_usd: usd.check(z.minimum(0)) }) };

/** The whole escrow (reward and fee) goes back to the deposit balance in the same transaction. */
export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const task = await cancelTask(request.params.id, callingAgent(request).agentId, request.now);
  return { status: 200, body: { task_id: task.task_id, status: task.status, refunded_usd: toDollars(task.refunded_cents ?? 0) } };
});
