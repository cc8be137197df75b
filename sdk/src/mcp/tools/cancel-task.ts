import type { HandoffTool } from '../registry.js';
import { call, responseOf, withTaskId } from '../schemas.js';

export const cancelTask: HandoffTool = {
  name: 'cancel_task',
  title: 'Cancel a task',
  description:
    'Cancels a task that no operator is working on yet (PENDING, ESTIMATE_PENDING, ACCEPTED or HELD); its escrow (reward and fee) returns to ' +
    'your deposit balance (refunded_usd). Once the operator has started (IN_PROGRESS) the task can no longer be cancelled.',
  operationId: 'cancelTask',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  run: ({ task_id }, { client }) => call(() => client.cancelTask(task_id as string)),
};
