import type { HandoffTool } from '../registry.js';
import { call, object, READ_ONLY, responseOf } from '../schemas.js';

export const getBalance: HandoffTool = {
  name: 'get_balance',
  title: 'Get your balance',
  description:
    'Your deposit balance (what new real tasks can put into escrow) and your escrow balance (held for open tasks), in USD. Free; changes nothing.',
  operationId: 'getBalance',
  schemas: (operation) => ({
    inputSchema: object({}),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  run: (_args, { client }) => call(() => client.balance()),
};
