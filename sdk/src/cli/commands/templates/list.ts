import type { Command } from '../../command.js';
import { table } from '../../format.js';

export const templatesList: Command = {
  async run({ client, out }) {
    const page = await client().listTemplates();
    out(table(page.data, ['template_id', 'builtin', 'task_type', 'reward_usd', 'placeholders', 'name']), page);
  },
};
