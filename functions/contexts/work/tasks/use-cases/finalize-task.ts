import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import type { Task } from '../domain/tasks';
import type { FinalizationPorts } from '../ports';

/**
 * VERIFIED -> COMPLETED: the escrow goes to the operator (reward, to the pending balance) and the
 * platform (fee) with it. The agent's APPROVE and the finalize step (in the ProofReview run that
 * verified the task, else in Finalization) call this; whichever comes second finds the task
 * completed and returns it as it is. A seat of a batch may then reach the batch's consensus
 * (settleConsensus: once per batch; the second caller, or a retried step, settles it if the first
 * stopped in between).
 */
export const finalizeTask = async (deps: FinalizationPorts, taskId: string, now: Date): Promise<Task | undefined> => {
  let task: Task | undefined;
  try {
    ({ task } = await deps.moveTask({
      taskId,
      trigger: 'finalize',
      actor: { kind: 'system' },
      now,
      changes: () => ({ completed_at: now.toISOString() }),
    }));
  } catch (error) {
    if (!(error instanceof TransitionRefusedError)) throw error;
    task = await deps.tasks.getTask(taskId);
  }
  if (task) await deps.settleConsensus(task, now);
  return task;
};
