import { taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const tasksRejectEstimate: Command = {
  options: { reason: { type: 'string' } },
  async run(context) {
    const reason = context.values.reason as string | undefined;
    const rejected = await context.client().rejectEstimate(taskId(context), reason);
    context.out(fields(rejected), rejected);
  },
};
