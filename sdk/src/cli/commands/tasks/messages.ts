import { number, optional, taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { table } from '../../format.js';

export const tasksMessages: Command = {
  options: { limit: { type: 'string' }, cursor: { type: 'string' } },
  async run(context) {
    const limit = number(context.values, 'limit');
    const cursor = optional(context.values, 'cursor');
    const page = await context.client().listMessages(taskId(context), { ...(limit === undefined ? {} : { limit }), ...(cursor ? { cursor } : {}) });
    const next = page.next_cursor ? `\n\nnext page: --cursor ${page.next_cursor}` : '';
    context.out(`${table(page.data, ['created_at', 'from', 'text'])}${next}`, page);
  },
};
