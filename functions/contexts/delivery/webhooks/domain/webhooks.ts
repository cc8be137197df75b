/**
 * An agent's webhook endpoints: where its events go, which of them, and the secret they are signed
 * with. Deliveries follow Standard Webhooks (standardwebhooks.com): one delivery per event and
 * endpoint, retried on the callback schedule, replayable with the same `webhook-id`.
 */
import type { DeliveryStatus } from '../../engine/domain';

/** What an endpoint may subscribe to; `*` is every event. */
export const WEBHOOK_EVENT_TYPES = ['task.created', 'task.status_changed', 'task.message', 'deposit.confirmed', 'webhook.test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_EVENT_FILTERS = [...WEBHOOK_EVENT_TYPES, '*'] as const;
export type WebhookEventFilter = (typeof WEBHOOK_EVENT_FILTERS)[number];

/** Endpoints one agent may hold: each event is sent once per endpoint, so this bounds an event's fan-out. */
export const MAX_WEBHOOKS_PER_AGENT = 10;
export const MAX_WEBHOOK_DESCRIPTION = 500;

/** How long a rotated-out secret still signs deliveries, beside the new one. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** How long a delivery is kept (listed, replayable); the table's TTL removes it afterwards. */
export const DELIVERY_RETENTION_DAYS = 30;

export interface Webhook {
  webhook_id: string;
  agent_id: string;
  url: string;
  events: WebhookEventFilter[];
  description?: string;
  /** The signing secret (`whsec_...`), sealed to the webhook. */
  secret_sealed: string;
  /** The secret a rotation replaced, sealed, and until when it still signs. */
  previous_secret_sealed?: string;
  previous_secret_until?: string;
  created_at: string;
  updated_at: string;
}

/** One event sent (or to be sent) to one endpoint. */
export interface WebhookDelivery {
  delivery_id: string;
  webhook_id: string;
  agent_id: string;
  /** The `webhook-id` header: the event's id, the same on every retry and replay. */
  event_id: string;
  type: WebhookEventType;
  /** The exact body sent, and signed: `{ type, timestamp, data }`. */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code?: number;
  last_error?: string;
  created_at: string;
  /** Counts the replays: a send (and its attempts) belongs to one generation, so a late attempt of an earlier one records nothing. */
  generation: number;
  /** When the latest replay started its generation (undefined: never replayed). */
  replayed_at?: string;
}

/** An event an endpoint may be sent: from an outbox item, or a test. */
export interface WebhookEvent {
  event_id: string;
  agent_id: string;
  type: WebhookEventType;
  /** When it happened (ISO 8601): the body's `timestamp`. */
  timestamp: string;
  data: unknown;
}

/** The `webhook-id` of a task's creation (its status changes carry `evt_<task>_<version>`). */
export const taskCreatedEventId = (taskId: string): string => `evt_${taskId}_created`;

/** The `webhook-id` of a deposit's confirmation. */
export const depositConfirmedEventId = (transactionId: string): string => `evt_${transactionId}_confirmed`;

export const subscribes = (webhook: Pick<Webhook, 'events'>, type: WebhookEventType): boolean =>
  webhook.events.includes('*') || webhook.events.includes(type);

/**
 * Whether a PENDING delivery's send never reached the sender: no attempt was made in the stall
 * delay since its generation began (the queue, once it holds a send, keeps it until it is tried;
 * what can be lost is the hop from the table to the queue). Such a delivery may be replayed;
 * any other PENDING one is under way, and a replay of it does nothing.
 */
export const sendLost = (
  delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'created_at' | 'replayed_at'>,
  now: Date,
  stallMs: number,
): boolean =>
  delivery.status === 'PENDING' && delivery.attempts === 0 && now.getTime() - Date.parse(delivery.replayed_at ?? delivery.created_at) >= stallMs;

/** The body sent: `{ type, timestamp, data }`, in that order. */
export const webhookPayload = (event: Pick<WebhookEvent, 'type' | 'timestamp' | 'data'>): string =>
  JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });

/** The previous secret while it still signs, else undefined. */
export const previousSecretInForce = (webhook: Pick<Webhook, 'previous_secret_sealed' | 'previous_secret_until'>, now: Date): string | undefined =>
  webhook.previous_secret_sealed && webhook.previous_secret_until && Date.parse(webhook.previous_secret_until) > now.getTime()
    ? webhook.previous_secret_sealed
    : undefined;
