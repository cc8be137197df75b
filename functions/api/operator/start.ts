import { z } from 'zod';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus, timestamp } from '../../wire/schemas';

const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, started_at: timestamp }) };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const startedAt = request.now.toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'start',
    actor: { kind: 'operator', id: callingOperator(request).operatorId },
    now: request.now,
    changes: () => ({ started_at: startedAt }),
  });
  return { status: 200, body: { task_id: task.task_id, status: task.status, started_at: startedAt } };
});
