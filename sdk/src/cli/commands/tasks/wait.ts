import { status, taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { waitAndReport } from '../../tasks.js';

export const tasksWait: Command = {
  options: { until: { type: 'string' }, timeout: { type: 'string' } },
  async run(context) {
    const until = typeof context.values.until === 'string' ? context.values.until.split(',').map(status) : undefined;
    await waitAndReport(context, taskId(context), until);
  },
};
