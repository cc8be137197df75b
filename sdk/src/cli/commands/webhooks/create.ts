import { optional, required } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';
import { WEBHOOK_OPTIONS, webhookEventsOf } from '../../webhooks.js';

export const webhooksCreate: Command = {
  options: WEBHOOK_OPTIONS,
  async run({ values, client, out }) {
    const events = webhookEventsOf(values);
    if (events.length === 0) throw new UsageError('At least one --event is required');
    const description = optional(values, 'description');
    const webhook = await client().createWebhook({ url: required(values, 'url'), events, ...(description ? { description } : {}) });
    out(`${fields(webhook)}\n\nKeep the secret: it is not shown again.`, webhook);
  },
};
