import * as z from 'zod/mini';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { submitProof } from '../../use-cases/submit-proof';
import { proofSubmission } from '../../wiring/proof-submission';
import { taskStatus } from '../task-status-views';

const body = z.object({
  photos: withMeta(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))).check(z.maxLength(20)), {
    description: 'photo_ids from POST /api/v1/operator/tasks/{id}/photos',
  }),
  notes: z.string().check(z.maxLength(5000)),
  credential: z.optional(z.record(z.string(), z.unknown())),
  result: withMeta(z.optional(z.record(z.string(), z.unknown())), {
    description: "The answer to the task's result_schema (required when it has one, refused otherwise): one value per field",
  }),
});
const responses = !import.meta.bundled && {
  200: z.object({ task_id: z.string(), status: taskStatus, submitted_at: timestamp, message: z.string() }),
};

/** Proof of the work; a CREDENTIAL task's credential is encrypted to the agent's key before anything is written. */
export const handler = operatorHandler({ params: idParams, body, responses })(async (request) => {
  const task = await submitProof(proofSubmission, request.params.id, request.principal.operatorId, request.body, request.now);
  return {
    status: 200,
    body: { task_id: task.task_id, status: task.status, submitted_at: task.submitted_at!, message: 'Proof submitted for review.' },
  };
});
