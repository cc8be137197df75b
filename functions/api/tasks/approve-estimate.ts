import { z } from 'zod';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus, timestamp } from '../../wire/schemas';
import { operatorSummary } from './views';

const responses = {
  200: z.object({
    task_id: z.string(),
    status: taskStatus,
    accepted_at: timestamp,
    operator: operatorSummary.nullable(),
    estimate_minutes: z.int().nullable(),
  }),
};

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const acceptedAt = request.now.toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'approve_estimate',
    actor: { kind: 'agent', id: callingAgent(request).agentId },
    now: request.now,
    changes: () => ({ accepted_at: acceptedAt }),
  });
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      accepted_at: acceptedAt,
      operator: task.operator ?? null,
      estimate_minutes: task.estimate_minutes ?? null,
    },
  };
});
