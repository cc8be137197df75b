import type { Command } from '../../command.js';
import { grantView, table } from '../../format.js';

export const keysList: Command = {
  async run({ client, out }) {
    const keys = await client().listApiKeys();
    const rows = keys.data.map((key) => ({ ...key, ...grantView(key) }));
    out(table(rows, ['key_id', 'key_prefix', 'name', 'scopes', 'limits', 'expires_at', 'created_at', 'last_used_at']), keys);
  },
};
