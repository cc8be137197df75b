import { CLAIM_FIELDS, type Task } from '../domain/tasks';
import type { TaskActionPorts } from '../ports';

/** The agent turns the estimate down: the claim is cleared and the task is open to operators again. */
export const rejectEstimate = async ({ moveTask }: Pick<TaskActionPorts, 'moveTask'>, taskId: string, agentId: string, now: Date): Promise<Task> => {
  const { task } = await moveTask({ taskId, trigger: 'reject_estimate', actor: { kind: 'agent', id: agentId }, now, clears: CLAIM_FIELDS });
  return task;
};
