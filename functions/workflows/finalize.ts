import { TransitionRefusedError } from '../core/errors';
import type { Task } from '../core/tasks';
import { withLogContext } from '../logging/logger';
import { getTask } from '../store/tasks';
import { transitionTask } from '../store/task-transitions';

/**
 * VERIFIED -> COMPLETED: the escrow goes to the operator (reward) and the platform (fee) with
 * it. Both the agent's APPROVE and the Finalization workflow call this; whichever comes
 * second finds the task completed and returns it as it is.
 */
export const finalizeTask = async (taskId: string, now: Date): Promise<Task | undefined> => {
  try {
    const { task } = await transitionTask({
      taskId,
      trigger: 'finalize',
      actor: { kind: 'system' },
      now,
      changes: () => ({ completed_at: now.toISOString() }),
    });
    return task;
  } catch (error) {
    if (error instanceof TransitionRefusedError) return getTask(taskId);
    throw error;
  }
};

/** The Finalization workflow's step. */
export const handler = withLogContext(async (event: { taskId: string }) => {
  const task = await finalizeTask(event.taskId, new Date());
  return { taskId: event.taskId, status: task?.status ?? null };
});
