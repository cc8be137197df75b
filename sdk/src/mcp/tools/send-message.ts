import type { HandoffTool } from '../registry.js';
import { call, extend, idempotencyKey, keyed, requestPart, responseOf, withTaskId } from '../schemas.js';

export const sendMessage: HandoffTool = {
  name: 'send_message',
  title: "Write to your task's operator",
  description:
    'Sends text (1 to 2000 characters, plain text) to the person who holds one of your tasks, while it has one (ESTIMATE_PENDING through ' +
    'DISPUTED); they read it on the task in their app. Free; at most 20 messages per task in 10 minutes. Retrying with the same ' +
    'idempotency_key never sends it twice.',
  operationId: 'sendTaskMessage',
  schemas: (operation) => ({
    inputSchema: extend(withTaskId(operation, requestPart(operation, 'body')), {
      idempotency_key: idempotencyKey('the same key and text on the same task return the message already sent instead of a second one'),
    }),
    outputSchema: responseOf(operation, '201'),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ task_id, text, idempotency_key }, { client }) => call(() => client.sendMessage(task_id as string, text as string, keyed(idempotency_key))),
};
