import { webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksGet: Command = {
  async run(context) {
    const webhook = await context.client().getWebhook(webhookId(context));
    context.out(fields(webhook), webhook);
  },
};
