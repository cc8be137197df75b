import { optional, webhookId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';
import { WEBHOOK_OPTIONS, webhookEventsOf } from '../../webhooks.js';

export const webhooksUpdate: Command = {
  options: WEBHOOK_OPTIONS,
  async run(context) {
    const { values } = context;
    const events = webhookEventsOf(values);
    const url = optional(values, 'url');
    const description = optional(values, 'description');
    const webhook = await context.client().updateWebhook(webhookId(context), {
      ...(url ? { url } : {}),
      ...(events.length ? { events } : {}),
      ...(description !== undefined ? { description } : {}),
    });
    context.out(fields(webhook), webhook);
  },
};
