import { withLogContext } from '../../../../platform/logging/handler-context';
import { reviewProof } from '../use-cases/review-proof';
import { proofReviewer } from '../wiring/review';

/** The ProofReview workflow's review step: its outcome (VERIFIED) takes the run on to the finalize step. */
export const handler = withLogContext(async (event: { taskId: string }) => ({
  taskId: event.taskId,
  outcome: await reviewProof(proofReviewer, event.taskId, new Date()),
}));
