import * as z from 'zod/mini';
import { agentHandler } from '../../../../platform/http/agent-handler';
import { toDollars } from '../../../../platform/kernel/money';
import { idParams, taskStatus, usd } from '../../../../platform/wire/schemas';
import { cancelTask } from '../../use-cases/cancel-task';

const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, refunded_usd: usd.check(z.minimum(0)) }) };

/** The whole escrow (reward and fee) goes back to the deposit balance in the same transaction. */
export const handler = agentHandler({ params: idParams, responses })(async (request) => {
  const task = await cancelTask(request.params.id, request.principal.agentId, request.now);
  return { status: 200, body: { task_id: task.task_id, status: task.status, refunded_usd: toDollars(task.refunded_cents ?? 0) } };
});
