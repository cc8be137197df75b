import * as z from 'zod/mini';
import { timestamp } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { WEBHOOK_EVENT_FILTERS, type Webhook } from '../domain/webhooks';
import { createWebhook } from '../use-cases/manage-webhooks';
import { webhookPorts } from '../wiring/webhooks';
import { webhookDescription, webhookEvents, webhookSecret, webhookUrl } from './webhook-views';

const body = z.object({ url: webhookUrl, events: webhookEvents, description: z.optional(webhookDescription) });
const responses = !import.meta.bundled && {
  201: z.object({
    webhook_id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_FILTERS)),
    description: z.nullable(z.string()),
    secret: webhookSecret,
    created_at: timestamp,
  }),
};

/** A webhook endpoint (at most MAX_WEBHOOKS_PER_AGENT); its secret is answered this once. In the audit log. */
export const handler = agentHandler({
  scope: 'webhooks:write',
  body,
  responses,
  audit: { action: 'webhook.created', target: (webhook: Webhook) => webhook.webhook_id },
})(async (request) => {
  const { webhook, secret } = await createWebhook(webhookPorts, request.principal.agentId, request.body, request.now, request.audit);
  return {
    status: 201,
    body: {
      webhook_id: webhook.webhook_id,
      url: webhook.url,
      events: webhook.events,
      description: webhook.description ?? null,
      secret,
      created_at: webhook.created_at,
    },
  };
});
