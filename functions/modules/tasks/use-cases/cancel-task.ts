import type { Task } from '../domain/tasks';
import { moveTask } from '../wiring/moves';

/** The agent cancels a task no operator works on yet: the whole escrow (reward and fee) goes back to its deposit balance in the same transaction. */
export const cancelTask = async (taskId: string, agentId: string, now: Date): Promise<Task> => {
  const { task } = await moveTask({
    taskId,
    trigger: 'cancel',
    actor: { kind: 'agent', id: agentId },
    now,
    changes: () => ({ cancelled_at: now.toISOString() }),
  });
  return task;
};
