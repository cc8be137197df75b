import { apiHandler, callingOperator } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { taskParams } from '../tasks/params';

export const handler = apiHandler({ params: taskParams }, async (request) => {
  const startedAt = request.now.toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'start',
    actor: { kind: 'operator', id: callingOperator(request).operatorId },
    now: request.now,
    changes: () => ({ started_at: startedAt }),
  });
  return { status: 200, body: { task_id: task.task_id, status: task.status, started_at: task.started_at } };
});
