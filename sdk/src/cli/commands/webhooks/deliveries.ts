import { number, optional, webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { table } from '../../format.js';

export const webhooksDeliveries: Command = {
  options: { limit: { type: 'string' }, cursor: { type: 'string' } },
  async run(context) {
    const limit = number(context.values, 'limit');
    const cursor = optional(context.values, 'cursor');
    const page = await context.client().listWebhookDeliveries(webhookId(context), { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) });
    const next = page.next_cursor ? `\n\nMore: --cursor ${page.next_cursor}` : '';
    context.out(`${table(page.data, ['delivery_id', 'type', 'status', 'attempts', 'last_status_code', 'created_at'])}${next}`, page);
  },
};
