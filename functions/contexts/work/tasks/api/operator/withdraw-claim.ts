import * as z from 'zod/mini';
import { idParams } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { withdrawClaim } from '../../use-cases/withdraw-claim';
import { taskActions } from '../../wiring/actions';
import { taskStatus } from '../task-status-views';

const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), status: taskStatus }) };

/** Gives a claim back before the agent approved it: the task is open to operators again. */
export const handler = operatorHandler({ params: idParams, responses })(async (request) => {
  const task = await withdrawClaim(taskActions, request.params.id, request.principal.operatorId, request.now);
  return { status: 200, body: { task_id: task.task_id, status: task.status } };
});
