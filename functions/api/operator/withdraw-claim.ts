import { z } from 'zod';
import { CLAIM_FIELDS } from '../../core/tasks';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus } from '../../wire/schemas';

const responses = { 200: z.object({ task_id: z.string(), status: taskStatus }) };

/** Gives a claim back before the agent approved it: the task is open to operators again. */
export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'withdraw_claim',
    actor: { kind: 'operator', id: callingOperator(request).operatorId },
    now: request.now,
    clears: CLAIM_FIELDS,
  });
  return { status: 200, body: { task_id: task.task_id, status: task.status } };
});
