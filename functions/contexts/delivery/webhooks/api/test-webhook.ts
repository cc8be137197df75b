import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { sendTestEvent } from '../use-cases/webhook-deliveries';
import { webhookPorts } from '../wiring/webhooks';
import { webhookParams } from './webhook-views';

const responses = !import.meta.bundled && { 202: z.object({ delivery_id: z.string(), event_id: z.string() }) };

/** Queues a `webhook.test` event to this endpoint, whatever its events. */
export const handler = agentHandler({ scope: 'webhooks:write', params: webhookParams, responses })(async (request) => {
  const delivery = await sendTestEvent(webhookPorts, request.principal.agentId, request.params.id, request.now);
  return { status: 202, body: { delivery_id: delivery.delivery_id, event_id: delivery.event_id } };
});
