import type { Command } from '../../command.js';
import { fields } from '../../format.js';
import { TASK_OPTIONS, taskInputOf } from '../../tasks.js';

export const tasksQuote: Command = {
  options: TASK_OPTIONS,
  async run(context) {
    const quote = await context.client().quoteTask(taskInputOf(context.values));
    context.out(fields({ ...quote, reasons: quote.reasons.join('; ') || '-', coverage: JSON.stringify(quote.coverage) }), quote);
  },
};
