import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { DELIVERY_STATUSES } from '../../engine/domain';
import { WEBHOOK_EVENT_FILTERS, WEBHOOK_EVENT_TYPES, type Webhook, type WebhookDelivery } from '../domain/webhooks';

/** An agent's webhook endpoint (webhooksKeys.agentWebhook). */
export const webhookItem = itemOf<Webhook>()(() => ({
  webhook_id: z.string(),
  agent_id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_FILTERS)),
  description: z.optional(z.string()),
  secret_sealed: z.string(),
  previous_secret_sealed: z.optional(z.string()),
  previous_secret_until: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
}));

/** One event's delivery to one endpoint (webhooksKeys.webhookDelivery). */
export const webhookDeliveryItem = itemOf<WebhookDelivery>()(() => ({
  delivery_id: z.string(),
  webhook_id: z.string(),
  agent_id: z.string(),
  event_id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  payload: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().check(z.int()),
  last_status_code: z.optional(z.number().check(z.int())),
  last_error: z.optional(z.string()),
  created_at: z.string(),
  generation: z.number().check(z.int()),
  replayed_at: z.optional(z.string()),
}));

/** A send of a delivery (webhooksKeys.webhookSend): what the outbox pipe queues for the sender. */
export const webhookSendItem = itemOf<{ webhook_send: true; agent_id: string; webhook_id: string; delivery_id: string; generation: number }>()(
  () => ({
    webhook_send: z.literal(true),
    agent_id: z.string(),
    webhook_id: z.string(),
    delivery_id: z.string(),
    generation: z.number().check(z.int()),
  }),
);
