import { optional } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';
import { TASK_OPTIONS, taskInputOf, waitAndReport } from '../../tasks.js';
import { payingOptions } from '../../wallet.js';

export const tasksCreate: Command = {
  options: { ...TASK_OPTIONS, wait: { type: 'boolean' }, timeout: { type: 'string' } },
  async run(context) {
    const { values } = context;
    const created = await context
      .client(await payingOptions(values))
      .createTask(taskInputOf(values), { idempotencyKey: optional(values, 'idempotency-key') });
    if (!values.wait) {
      context.out(fields(created), created);
      return;
    }
    if (!context.json) console.log(`${fields(created)}\n`);
    await waitAndReport(context, created.task_id);
  },
};
