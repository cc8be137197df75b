import type { HandoffTool } from '../registry.js';
import { call, READ_ONLY, responseOf, withTaskId } from '../schemas.js';

export const getCallbackDeliveries: HandoffTool = {
  name: 'get_callback_deliveries',
  title: "A task's callback deliveries",
  description:
    "The delivery log of the task's status-change callbacks to its callback_url, oldest first: each attempt's status and outcome. " +
    'Free; changes nothing.',
  operationId: 'listTaskCallbacks',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  run: ({ task_id }, { client }) => call(() => client.getCallbackDeliveries(task_id as string)),
};
