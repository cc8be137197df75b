import { number, required } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const depositsReport: Command = {
  options: { 'tx-hash': { type: 'string' }, amount: { type: 'string' } },
  async run({ values, client, out }) {
    const amount = number(values, 'amount');
    if (amount === undefined) throw new UsageError('--amount is required');
    const deposit = await client().reportDeposit({ tx_hash: required(values, 'tx-hash'), amount_usdc: amount });
    out(fields(deposit), deposit);
  },
};
