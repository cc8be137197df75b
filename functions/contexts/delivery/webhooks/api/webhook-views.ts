import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { DELIVERY_STATUSES } from '../../engine/domain';
import { MAX_WEBHOOK_DESCRIPTION, WEBHOOK_EVENT_FILTERS, WEBHOOK_EVENT_TYPES, type Webhook, type WebhookDelivery } from '../domain/webhooks';

export const webhookParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
});
export const deliveryParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  delivery_id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
});

export const webhookUrl = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2048)), {
  description: 'https on port 443, not a private, loopback or link-local address (the callback_url rules)',
});
export const webhookEvents = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.enum(WEBHOOK_EVENT_FILTERS))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(WEBHOOK_EVENT_FILTERS.length)),
  {
    description: 'The events sent to it; `*` is all of them. `webhook.test` is sent on request whatever this says',
  },
);
export const webhookDescription = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(MAX_WEBHOOK_DESCRIPTION));

export const webhookSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    webhook_id: /* @__PURE__ */ z.string(),
    url: /* @__PURE__ */ z.string(),
    events: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(WEBHOOK_EVENT_FILTERS)),
    description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  { id: 'Webhook', description: 'A webhook endpoint (its secret is shown only at creation and rotation)' },
);

export const webhookView = (webhook: Webhook): z.output<typeof webhookSchema> => ({
  webhook_id: webhook.webhook_id,
  url: webhook.url,
  events: webhook.events,
  description: webhook.description ?? null,
  created_at: webhook.created_at,
  updated_at: webhook.updated_at,
});

export const webhookSecret = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)), {
  description: 'The signing secret (Standard Webhooks: `whsec_` + base64 of the key), shown this once',
});

export const deliverySchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    delivery_id: /* @__PURE__ */ z.string(),
    event_id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: 'The `webhook-id` header of its sends, the same on every retry and replay',
    }),
    type: /* @__PURE__ */ z.enum(WEBHOOK_EVENT_TYPES),
    status: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(DELIVERY_STATUSES), {
      description: 'PENDING until answered 2xx (DELIVERED) or out of retries (FAILED)',
    }),
    attempts: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)), {
      description: 'Attempts of its latest send (a replay starts again from 0)',
    }),
    last_status_code: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()), {
      description: "The receiver's HTTP status at the last attempt; null if none came back",
    }),
    created_at: timestamp,
  }),
  { id: 'WebhookDelivery' },
);

export const deliveryView = (delivery: WebhookDelivery): z.output<typeof deliverySchema> => ({
  delivery_id: delivery.delivery_id,
  event_id: delivery.event_id,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  last_status_code: delivery.last_status_code ?? null,
  created_at: delivery.created_at,
});
