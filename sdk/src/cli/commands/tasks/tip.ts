import { number, optional, taskId } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const tasksTip: Command = {
  options: { amount: { type: 'string' }, 'idempotency-key': { type: 'string' } },
  async run(context) {
    const amount = number(context.values, 'amount');
    if (amount === undefined) throw new UsageError('--amount is required');
    const tip = await context
      .client()
      .tipOperator(taskId(context), { amount_usd: amount }, { idempotencyKey: optional(context.values, 'idempotency-key') });
    context.out(fields(tip), tip);
  },
};
