import { defineWorkflow } from '../../../../manifest/workflow-entry';

/** Proof submitted -> the Guardian reviews it and decides (manual review, or verified and then finalized: COMPLETED). */
export const proofReview = defineWorkflow({
  machine: 'ProofReview',
  type: 'EXPRESS',
  startedBy: 'a task status change to SUBMITTED',
  startsOn: { sk: { prefix: 'EVENT#' }, where: { status: ['SUBMITTED'] } },
  subject: 'task_id',
  // Per submission (the event's version): proof submitted again after a rejection is reviewed again.
  executionName: (taskId, event) => `review-${taskId}-${String(event.sk).slice('EVENT#'.length)}`,
  input: (taskId) => ({ taskId }),
  steps: {
    // Measured: reviewing a photo at the size limit (40 Mpx, 7302x5477: a 2.3 MiB PNG, which has no
    // shrink-on-load, or a 12 MiB JPEG) with its hash, Content Credentials and model copy peaks at
    // 188 MB RSS (Node itself ~75 of it); 512 MB leaves room for the model call and doubles the CPU share.
    // Its time: the photos, each read, decoded for its checks and resized for the model (0.85 s for a
    // 40 Mpx JPEG on one core of the bench machine, ~3 s at 512 MB's share of a vCPU: 20 at the size
    // limit take about a minute), then the Guardian's model call, at most two attempts of 30 s
    // (GUARDIAN_MODEL_CALL). The 10 s default would never let a large proof be reviewed.
    reviewProof: { handler: 'contexts/work/tasks/workflow/review-proof-step', table: 'write', memoryMb: 512, timeoutSeconds: 180 },
  },
  // Finalization's step: a task the review verified is finalized in the same run.
  alsoCalls: ['finalize'],
  resumable: true,
});
