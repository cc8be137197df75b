import { guardianFromConfig, meetsThreshold, proofUnderReviewOf } from '../../adapters/guardian';
import { TransitionRefusedError } from '../../core/errors';
import { config } from '../../settings';
import { getTask } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';

export type ReviewOutcome = 'VERIFIED' | 'MANUAL_REVIEW' | 'SKIPPED';

/**
 * The Guardian looks at submitted proof:
 * 1. a task no longer SUBMITTED (the agent decided first) ends the review quietly;
 * 2. the Guardian reviews the proof;
 * 3. a confident APPROVE verifies the task (its VERIFIED event then starts finalization);
 *    anything else sends it to the agent's manual review. The verdict is stored either way.
 */
export const reviewProof = async (taskId: string, now: Date): Promise<ReviewOutcome> => {
  const task = await getTask(taskId);
  if (task?.status !== 'SUBMITTED') return 'SKIPPED';
  const verdict = await guardianFromConfig().review(proofUnderReviewOf(task));
  const approved = meetsThreshold(verdict, config.guardian.confidenceThreshold);
  try {
    await transitionTask({
      taskId,
      trigger: approved ? 'guardian_approve' : 'guardian_uncertain',
      actor: { kind: 'system' },
      now,
      changes: () => ({ guardian_result: verdict, ...(approved ? { verified_at: now.toISOString() } : {}) }),
    });
  } catch (error) {
    if (error instanceof TransitionRefusedError) return 'SKIPPED';
    throw error;
  }
  return approved ? 'VERIFIED' : 'MANUAL_REVIEW';
};
