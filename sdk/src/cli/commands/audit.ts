import { number } from '../args.js';
import type { Command } from '../command.js';
import { table } from '../format.js';

export const audit: Command = {
  options: { limit: { type: 'string' }, cursor: { type: 'string' } },
  async run({ values, client, out }) {
    const limit = number(values, 'limit');
    const cursor = values.cursor as string | undefined;
    const page = await client().listAuditLog({ ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) });
    const next = page.next_cursor ? `\n\nMore: handoff audit --cursor ${page.next_cursor}` : '';
    out(`${table(page.data, ['at', 'key_id', 'action', 'target'])}${next}`, page);
  },
};
