import { number, status } from '../../args.js';
import type { Command } from '../../command.js';
import { table } from '../../format.js';

export const tasksList: Command = {
  options: { status: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' } },
  async run({ values, client, out }) {
    const limit = number(values, 'limit');
    const offset = number(values, 'offset');
    const page = await client().listTasks({
      ...(typeof values.status === 'string' ? { status: status(values.status) } : {}),
      ...(limit === undefined ? {} : { limit }),
      ...(offset === undefined ? {} : { offset }),
    });
    const { total, limit: shown, offset: from } = page.pagination;
    out(
      `${table(page.data, ['task_id', 'status', 'reward_usd', 'task_type', 'created_at', 'title'])}\n\n${page.data.length ? `${from + 1}-${from + page.data.length}` : '0'} of ${total} (limit ${shown})`,
      page,
    );
  },
};
