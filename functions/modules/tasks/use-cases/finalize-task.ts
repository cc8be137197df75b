import { TransitionRefusedError } from '../../../platform/kernel/errors';
import type { Task } from '../domain/tasks';
import { getTask } from '../store/tasks-store';
import { moveTask } from '../wiring/moves';

/**
 * VERIFIED -> COMPLETED: the escrow goes to the operator (reward, to the pending balance) and the
 * platform (fee) with it. Both the agent's APPROVE and the Finalization workflow call this;
 * whichever comes second finds the task completed and returns it as it is.
 */
export const finalizeTask = async (taskId: string, now: Date): Promise<Task | undefined> => {
  try {
    const { task } = await moveTask({
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
