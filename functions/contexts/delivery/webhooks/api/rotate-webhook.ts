import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import type { Webhook } from '../domain/webhooks';
import { rotateWebhookSecret } from '../use-cases/manage-webhooks';
import { webhookSecrets } from '../wiring/secrets';
import { webhookParams, webhookSecret } from './webhook-views';

const responses = !import.meta.bundled && { 200: z.object({ secret: webhookSecret }) };

/** A new signing secret, shown once; for 24 hours deliveries carry both signatures (new first, then old). In the audit log. */
export const handler = agentHandler({
  scope: 'webhooks:write',
  params: webhookParams,
  responses,
  audit: { action: 'webhook.rotated', target: (webhook: Webhook) => webhook.webhook_id },
})(async (request) => ({
  status: 200,
  body: await rotateWebhookSecret(webhookSecrets, request.principal.agentId, request.params.id, request.now, request.audit),
}));
