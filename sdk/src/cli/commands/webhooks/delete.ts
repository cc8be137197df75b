import { webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksDelete: Command = {
  async run(context) {
    const deleted = await context.client().deleteWebhook(webhookId(context));
    context.out(fields(deleted), deleted);
  },
};
