import { webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksTest: Command = {
  async run(context) {
    const queued = await context.client().testWebhook(webhookId(context));
    context.out(fields(queued), queued);
  },
};
