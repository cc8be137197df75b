import { type Command, UsageError } from '../../command.js';
import { batchText } from '../../format.js';

export const batchesGet: Command = {
  async run(context) {
    const id = context.positionals[0];
    if (!id) throw new UsageError('The batch id is missing');
    const batch = await context.client().getBatch(id);
    context.out(batchText(batch), batch);
  },
};
