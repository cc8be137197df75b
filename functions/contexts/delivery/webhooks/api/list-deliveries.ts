import * as z from 'zod/mini';
import { cursorPageQuery, nextCursor } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { listDeliveries } from '../use-cases/webhook-deliveries';
import { webhookTables } from '../wiring/table';
import { deliverySchema, deliveryView, webhookParams } from './webhook-views';

const query = z.object({
  ...cursorPageQuery,
});
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(deliverySchema), next_cursor: nextCursor }) };

/** The endpoint's deliveries, newest first (kept DELIVERY_RETENTION_DAYS days). */
export const handler = agentHandler({ scope: 'webhooks:write', params: webhookParams, query, responses })(async (request) => {
  const { deliveries, nextCursor } = await listDeliveries(webhookTables, request.principal.agentId, request.params.id, request.query);
  return { status: 200, body: { data: deliveries.map(deliveryView), next_cursor: nextCursor } };
});
