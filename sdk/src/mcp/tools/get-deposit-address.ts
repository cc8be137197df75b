import type { HandoffTool } from '../registry.js';
import { call, object, READ_ONLY, responseOf } from '../schemas.js';

export const getDepositAddress: HandoffTool = {
  name: 'get_deposit_address',
  title: 'Where to deposit USDC',
  description:
    'The address, chain and token contract to send USDC to (from your bound wallet) to fund real tasks, with the minimum and maximum ' +
    'deposit and the confirmations needed. Free; changes nothing.',
  operationId: 'getDepositAddress',
  schemas: (operation) => ({
    inputSchema: object({}),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  run: (_args, { client }) => call(() => client.depositAddress()),
};
