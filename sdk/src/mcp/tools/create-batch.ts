import type { CreateBatchInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, extend, idempotencyKey, keyed, requestPart, responseOf } from '../schemas.js';

export const createBatch: HandoffTool = {
  name: 'create_batch',
  title: 'Ask several operators for the same task',
  description:
    'Posts `seats` (2 to 50) copies of one task (`task`: the create_task fields), each done by a different operator. COSTS MONEY: every ' +
    "seat's total_escrow is held at once, or none if the balance is short. With consensus { field, min_agreement }, get_batch reports " +
    "the answer that many completed seats agree on (field: a property of the seats' structured result). Retrying with the same " +
    'idempotency_key never creates (or pays for) a second batch.',
  operationId: 'createBatch',
  schemas: (operation) => ({
    inputSchema: extend(requestPart(operation, 'body'), {
      idempotency_key: idempotencyKey('the same key and the same fields return the batch already created instead of a new one'),
    }),
    outputSchema: responseOf(operation, '201'),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ idempotency_key, ...input }, { client }) => call(() => client.createBatch(input as CreateBatchInput, keyed(idempotency_key))),
};
