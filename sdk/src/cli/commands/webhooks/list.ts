import type { Command } from '../../command.js';
import { table } from '../../format.js';

export const webhooksList: Command = {
  async run({ client, out }) {
    const page = await client().listWebhooks();
    out(table(page.data, ['webhook_id', 'url', 'events', 'description']), page);
  },
};
