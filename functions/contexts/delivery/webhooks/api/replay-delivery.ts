import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { replayDelivery } from '../use-cases/webhook-deliveries';
import { webhookPorts } from '../wiring/webhooks';
import { deliveryParams } from './webhook-views';

const responses = !import.meta.bundled && { 202: z.object({ delivery_id: z.string(), status: z.literal('PENDING') }) };

/** Sends a delivery again with the same `webhook-id` and body (a PENDING one is on its way already: not queued twice). */
export const handler = agentHandler({ scope: 'webhooks:write', params: deliveryParams, responses })(async (request) => {
  await replayDelivery(webhookPorts, request.principal.agentId, request.params.id, request.params.delivery_id, request.now);
  return { status: 202, body: { delivery_id: request.params.delivery_id, status: 'PENDING' as const } };
});
