import type { Task } from '../domain/tasks';
import type { TaskActionPorts } from '../ports';

/**
 * The operator (KYC approved) starts the work the agent approved: ACCEPTED -> IN_PROGRESS, with
 * where the device was (a check-in) when the app sent it.
 */
export const startTask = async (
  { moveTask, approvedOperator }: TaskActionPorts,
  taskId: string,
  operatorId: string,
  now: Date,
  location?: Task['start_location'],
): Promise<Task> => {
  await approvedOperator(operatorId);
  const { task } = await moveTask({
    taskId,
    trigger: 'start',
    actor: { kind: 'operator', id: operatorId },
    now,
    changes: () => ({ started_at: now.toISOString(), ...(location ? { start_location: location } : {}) }),
  });
  return task;
};
