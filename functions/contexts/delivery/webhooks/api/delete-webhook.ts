import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { deleteWebhook } from '../use-cases/manage-webhooks';
import { webhookTables } from '../wiring/table';
import { webhookParams } from './webhook-views';

const responses = !import.meta.bundled && { 200: z.object({ webhook_id: z.string(), deleted: z.literal(true) }) };

/** Deletes an endpoint: nothing more is sent to it. In the audit log. */
export const handler = agentHandler({
  scope: 'webhooks:write',
  params: webhookParams,
  responses,
  audit: { action: 'webhook.deleted', target: (webhookId: string) => webhookId },
})(async (request) => {
  await deleteWebhook(webhookTables, request.principal.agentId, request.params.id, request.audit);
  return { status: 200, body: { webhook_id: request.params.id, deleted: true as const } };
});
