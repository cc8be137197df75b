import type { HandoffTool } from '../registry.js';
import { call, requestPart, responseOf, withTaskId } from '../schemas.js';

export const rejectEstimate: HandoffTool = {
  name: 'reject_estimate',
  title: "Reject an operator's estimate",
  description:
    'For a task in ESTIMATE_PENDING: turns down the claiming operator and their estimate (optionally saying why). The task goes back to ' +
    'PENDING for another operator; the escrow stays held.',
  operationId: 'rejectEstimate',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation, requestPart(operation, 'body')),
    outputSchema: responseOf(operation, '200'),
  }),
  // Drops the operator's claim, which cannot be restored.
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  run: ({ task_id, reason }, { client }) => call(() => client.rejectEstimate(task_id as string, reason as string | undefined)),
};
