import { number, taskId } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const tasksRate: Command = {
  options: { score: { type: 'string' }, comment: { type: 'string' } },
  async run(context) {
    const score = number(context.values, 'score');
    if (score === undefined) throw new UsageError('--score is required');
    const comment = context.values.comment as string | undefined;
    const rating = await context.client().rateTask(taskId(context), { score, ...(comment ? { comment } : {}) });
    context.out(fields(rating), rating);
  },
};
