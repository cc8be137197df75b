import type { Task } from '../domain/tasks';
import type { TaskActionPorts } from '../ports';

/** The agent accepts the operator's estimate: ESTIMATE_PENDING -> ACCEPTED, and the operator may start. */
export const approveEstimate = async ({ moveTask }: Pick<TaskActionPorts, 'moveTask'>, taskId: string, agentId: string, now: Date): Promise<Task> => {
  const { task } = await moveTask({
    taskId,
    trigger: 'approve_estimate',
    actor: { kind: 'agent', id: agentId },
    now,
    changes: () => ({ accepted_at: now.toISOString() }),
  });
  return task;
};
