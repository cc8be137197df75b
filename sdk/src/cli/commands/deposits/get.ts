import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const depositsGet: Command = {
  async run(context) {
    const id = context.positionals[0];
    if (!id) throw new UsageError('The transaction id is missing');
    const deposit = await context.client().getDeposit(id);
    context.out(fields(deposit), deposit);
  },
};
