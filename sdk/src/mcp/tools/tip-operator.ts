import type { TipInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, extend, idempotencyKey, keyed, requestPart, responseOf, withTaskId } from '../schemas.js';

export const tipOperator: HandoffTool = {
  name: 'tip_operator',
  title: 'Tip the operator of a completed task',
  description:
    'COSTS MONEY: moves amount_usd from your deposit balance to the operator of one of your COMPLETED tasks, with no fee (irrevocable). ' +
    'Retrying with the same idempotency_key never tips twice.',
  operationId: 'tipOperator',
  schemas: (operation) => ({
    inputSchema: extend(withTaskId(operation, requestPart(operation, 'body')), {
      idempotency_key: idempotencyKey('the same key and amount on the same task return the tip already given instead of a second one'),
    }),
    outputSchema: responseOf(operation, '201'),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ task_id, idempotency_key, ...input }, { client }) =>
    call(() => client.tipOperator(task_id as string, input as TipInput, keyed(idempotency_key))),
};
