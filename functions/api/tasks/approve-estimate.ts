import { apiHandler, callingAgent } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { taskParams } from './params';

export const handler = apiHandler({ params: taskParams }, async (request) => {
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'approve_estimate',
    actor: { kind: 'agent', id: callingAgent(request).agentId },
    now: request.now,
    changes: () => ({ accepted_at: request.now.toISOString() }),
  });
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      accepted_at: task.accepted_at,
      operator: task.operator ?? null,
      estimate_minutes: task.estimate_minutes ?? null,
    },
  };
});
