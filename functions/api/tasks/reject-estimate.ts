import { z } from 'zod';
import { CLAIM_FIELDS } from '../../core/tasks';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus } from '../../wire/schemas';

const body = z.object({ reason: z.string().max(1000).optional() });
const responses = { 200: z.object({ task_id: z.string(), status: taskStatus }) };

/** The claim is cleared and the task is open to operators again. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'reject_estimate',
    actor: { kind: 'agent', id: callingAgent(request).agentId },
    now: request.now,
    clears: CLAIM_FIELDS,
  });
  return { status: 200, body: { task_id: task.task_id, status: task.status } };
});
