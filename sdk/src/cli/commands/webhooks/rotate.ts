import { webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksRotate: Command = {
  async run(context) {
    const rotated = await context.client().rotateWebhookSecret(webhookId(context));
    context.out(`${fields(rotated)}\n\nKeep the new secret: the old one also signs for 24 hours.`, rotated);
  },
};
