import type { Task } from '../core/tasks';
import { transitionTask } from '../store/task-transitions';

/** VERIFIED -> COMPLETED: the escrow goes to the operator (reward) and the platform (fee) with it. */
export const finalizeTask = async (taskId: string, now: Date): Promise<Task> =>
  (
    await transitionTask({
      taskId,
      trigger: 'finalize',
      actor: { kind: 'system' },
      now,
      changes: () => ({ completed_at: now.toISOString() }),
    })
  ).task;
