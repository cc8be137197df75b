import * as z from 'zod/mini';
import { idParams } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { rejectEstimate } from '../../use-cases/reject-estimate';
import { taskActions } from '../../wiring/actions';
import { taskStatus } from '../task-status-views';

const body = z.object({ reason: z.optional(z.string().check(z.maxLength(1000))) });
const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), status: taskStatus }) };

/** The claim is cleared and the task is open to operators again. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, body, responses })(async (request) => {
  const task = await rejectEstimate(taskActions, request.params.id, request.principal.agentId, request.now);
  return { status: 200, body: { task_id: task.task_id, status: task.status } };
});
