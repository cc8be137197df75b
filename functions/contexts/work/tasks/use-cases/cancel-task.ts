import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import type { Task } from '../domain/tasks';
import type { TaskActionPorts } from '../ports';

/** The agent cancels a task no operator works on yet: the whole escrow (reward and fee) goes back to its deposit balance in the same transaction (with what `contribute` adds). */
export const cancelTask = async (
  { moveTask }: Pick<TaskActionPorts, 'moveTask'>,
  taskId: string,
  agentId: string,
  now: Date,
  contribute: Contributes<Task> = contributesNothing,
): Promise<Task> => {
  const { task } = await moveTask({
    taskId,
    trigger: 'cancel',
    actor: { kind: 'agent', id: agentId },
    now,
    changes: () => ({ cancelled_at: now.toISOString() }),
    writes: contribute,
  });
  return task;
};
