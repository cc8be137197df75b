import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { listWebhooks } from '../use-cases/manage-webhooks';
import { webhookTables } from '../wiring/table';
import { webhookSchema, webhookView } from './webhook-views';

const responses = !import.meta.bundled && { 200: z.object({ data: z.array(webhookSchema) }) };

/** The agent's webhook endpoints, oldest first. */
export const handler = agentHandler({ scope: 'webhooks:write', responses })(async (request) => ({
  status: 200,
  body: { data: (await listWebhooks(webhookTables, request.principal.agentId)).map(webhookView) },
}));
