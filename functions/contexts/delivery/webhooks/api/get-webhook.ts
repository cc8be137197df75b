import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { findWebhook } from '../use-cases/manage-webhooks';
import { webhookTables } from '../wiring/table';
import { webhookParams, webhookSchema, webhookView } from './webhook-views';

/** One of the agent's webhook endpoints; anyone else's is 404 as an unknown id. */
export const handler = agentHandler({ scope: 'webhooks:write', params: webhookParams, responses: !import.meta.bundled && { 200: webhookSchema } })(
  async (request) => ({
    status: 200,
    body: webhookView(await findWebhook(webhookTables, request.principal.agentId, request.params.id)),
  }),
);
