import { CLAIM_FIELDS, type Task } from '../domain/tasks';
import type { TaskActionPorts } from '../ports';

/** The operator gives a claim back before the agent approved it: the task is open to operators again. */
export const withdrawClaim = async (
  { moveTask }: Pick<TaskActionPorts, 'moveTask'>,
  taskId: string,
  operatorId: string,
  now: Date,
): Promise<Task> => {
  const { task } = await moveTask({
    taskId,
    trigger: 'withdraw_claim',
    actor: { kind: 'operator', id: operatorId },
    now,
    clears: CLAIM_FIELDS,
  });
  return task;
};
