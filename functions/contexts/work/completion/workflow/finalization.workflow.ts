import { defineWorkflow } from '../../../../manifest/workflow-entry';
import { TRANSITIONS } from '../../tasks/domain';

/**
 * The moves into VERIFIED that start a finalization: all but the Guardian's, whose ProofReview run
 * goes on to finalize the task itself with this workflow's step (one machine: no second stream
 * record, dispatcher call and start).
 */
const VERIFIED_OUTSIDE_REVIEW = TRANSITIONS.filter(({ to, trigger }) => to === 'VERIFIED' && trigger !== 'guardian_approve').map(
  ({ trigger }) => trigger,
);

/** Verified -> COMPLETED, the escrow released to the operator and the fee. */
export const finalization = defineWorkflow({
  machine: 'Finalization',
  type: 'EXPRESS',
  startedBy: `a task status change to VERIFIED by any move but the Guardian's (${VERIFIED_OUTSIDE_REVIEW.join(', ')})`,
  startsOn: { sk: { prefix: 'EVENT#' }, where: { status: ['VERIFIED'], trigger: VERIFIED_OUTSIDE_REVIEW } },
  subject: 'task_id',
  executionName: (taskId) => `finalize-${taskId}`,
  input: (taskId) => ({ taskId }),
  steps: { finalize: { handler: 'contexts/work/completion/workflow/finalize-step', table: 'write' } },
  resumable: true,
});
