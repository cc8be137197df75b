import type { VerifyTaskInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, requestPart, responseOf, withTaskId } from '../schemas.js';

export const verifyTask: HandoffTool = {
  name: 'verify_task',
  title: 'Decide on proof in manual review',
  description:
    "For a task in MANUAL_REVIEW (Guardian could not decide): your own verdict on the operator's proof. APPROVE: VERIFIED, then COMPLETED " +
    'within seconds, and the escrow is paid to the operator (irrevocable). REJECT (reason required, 1 to 2000 characters): DISPUTED; the ' +
    'operator may appeal and the back office decides on a refund.',
  operationId: 'verifyTask',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation, requestPart(operation, 'body')),
    outputSchema: responseOf(operation, '200'),
  }),
  // Either way it settles money or opens a dispute.
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  run: ({ task_id, ...input }, { client }) => call(() => client.verifyTask(task_id as string, input as VerifyTaskInput)),
};
