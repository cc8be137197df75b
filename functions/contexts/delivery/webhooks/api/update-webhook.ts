import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import type { Webhook } from '../domain/webhooks';
import { updateWebhook } from '../use-cases/manage-webhooks';
import { webhookPorts } from '../wiring/webhooks';
import { webhookDescription, webhookEvents, webhookParams, webhookSchema, webhookUrl, webhookView } from './webhook-views';

const body = z.object({
  url: z.optional(webhookUrl),
  events: z.optional(webhookEvents),
  description: withMeta(z.optional(z.nullable(webhookDescription)), { description: 'null (or empty) clears it' }),
});

/** Changes an endpoint's URL, events or description (at least one); its secret stays. In the audit log. */
export const handler = agentHandler({
  scope: 'webhooks:write',
  params: webhookParams,
  body,
  responses: !import.meta.bundled && { 200: webhookSchema },
  audit: { action: 'webhook.updated', target: (webhook: Webhook) => webhook.webhook_id },
})(async (request) => ({
  status: 200,
  body: webhookView(await updateWebhook(webhookPorts, request.principal.agentId, request.params.id, request.body, request.now, request.audit)),
}));
