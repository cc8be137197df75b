import { TransitionRefusedError } from '../core/errors';
import { guardianConfig, guardianFromConfig, meetsThreshold, proofUnderReviewOf } from '../adapters/guardian';
import { withLogContext } from '../logging/logger';
import { getTask } from '../store/tasks';
import { transitionTask } from '../store/task-transitions';

export type ReviewOutcome = 'VERIFIED' | 'MANUAL_REVIEW' | 'SKIPPED';

/**
 * The Guardian looks at submitted proof: a confident APPROVE verifies the task (the
 * VERIFIED event then starts finalization), anything else sends it to the agent's manual
 * review. A task no longer SUBMITTED (the agent decided first) ends the review quietly.
 */
export const reviewProof = async (taskId: string, now: Date): Promise<ReviewOutcome> => {
  const task = await getTask(taskId);
  if (!task || task.status !== 'SUBMITTED') return 'SKIPPED';
  const verdict = await guardianFromConfig().review(proofUnderReviewOf(task));
  const approved = meetsThreshold(verdict, guardianConfig.confidenceThreshold);
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

export const handler = withLogContext(async (event: { taskId: string }) => ({ taskId: event.taskId, outcome: await reviewProof(event.taskId, new Date()) }));
