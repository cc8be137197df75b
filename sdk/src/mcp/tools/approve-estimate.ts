import type { HandoffTool } from '../registry.js';
import { call, responseOf, withTaskId } from '../schemas.js';

export const approveEstimate: HandoffTool = {
  name: 'approve_estimate',
  title: "Approve an operator's estimate",
  description:
    'For a task in ESTIMATE_PENDING: accepts the operator who claimed it and their time estimate (see get_task: operator, estimate_minutes, ' +
    'estimate_note). The task becomes ACCEPTED and the operator starts the work; the escrow stays held until completion.',
  operationId: 'approveEstimate',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation),
    outputSchema: responseOf(operation, '200'),
  }),
  // Commits a person to the work; a second call is refused (no longer ESTIMATE_PENDING).
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ task_id }, { client }) => call(() => client.approveEstimate(task_id as string)),
};
