/**
 * Ports: what the webhooks use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). `wiring/` builds the real ones; the in-memory fakes are in
 * test/support/fakes/webhooks.ts.
 */

import type { RetryPolicy } from '../../../platform/kernel/retry-schedule';
import type { Contributes } from '../../../platform/table/contribution';
import type { AttemptRecord } from '../engine/domain';
import type { DeliveryTransport, SecretSealer } from '../engine/ports';
import type { Webhook, WebhookDelivery, WebhookEvent } from './domain/webhooks';

export type WebhookChanges = Partial<Pick<Webhook, 'url' | 'events'>> & { description?: string | null };

/** The agents' endpoints (each method one read or one transaction; `contribute`: written in the same transaction). */
export interface WebhooksStore {
  getWebhook(agentId: string, webhookId: string): Promise<Webhook | undefined>;
  /** The agent's endpoints, oldest first. */
  listWebhooks(agentId: string): Promise<Webhook[]>;
  /** Stores the endpoint and counts it on the agent, refused at `limit` held (webhookErrors.tooManyWebhooks). */
  insertWebhook(webhook: Webhook, limit: number, contribute: Contributes<Webhook>): Promise<void>;
  /** Applies the changes; undefined when the agent holds no such endpoint. */
  updateWebhook(
    agentId: string,
    webhookId: string,
    changes: WebhookChanges,
    now: string,
    contribute: Contributes<Webhook>,
  ): Promise<Webhook | undefined>;
  /** Replaces the secret, keeping the one replaced until `previousUntil`; undefined when there is no such endpoint. */
  rotateSecret(
    agentId: string,
    webhookId: string,
    sealed: string,
    previousUntil: string,
    now: string,
    contribute: Contributes<Webhook>,
  ): Promise<Webhook | undefined>;
  /** Deletes the endpoint and frees its slot; false when the agent holds no such endpoint. */
  deleteWebhook(agentId: string, webhookId: string, contribute: Contributes<string>): Promise<boolean>;
}

/** The deliveries of events to endpoints, and the sends the queue delivers. */
export interface WebhookDeliveriesStore {
  /** Stores the delivery and its first send unless a delivery with its id exists: false then (a replayed event). */
  insertDelivery(delivery: WebhookDelivery): Promise<boolean>;
  getDelivery(webhookId: string, deliveryId: string): Promise<WebhookDelivery | undefined>;
  /** A page of the endpoint's deliveries, newest first, after `after` (`<created_at>#<delivery_id>`). */
  pageDeliveries(webhookId: string, limit: number, after?: string): Promise<{ deliveries: WebhookDelivery[]; last?: string }>;
  /** Starts the next generation (PENDING, no attempts) and its send, if the delivery is still at `generation`: false otherwise. */
  replayDelivery(delivery: WebhookDelivery, now: string): Promise<boolean>;
  /** Records an attempt of `generation`: nothing when the delivery moved on to another generation, or was delivered in this one. */
  recordAttempt(
    delivery: Pick<WebhookDelivery, 'webhook_id' | 'delivery_id' | 'created_at'>,
    generation: number,
    attempt: AttemptRecord,
  ): Promise<void>;
}

/** Reads an outbox item (a stream record's new image) as the event endpoints are sent: undefined for an item no endpoint is sent. */
type OutboxReader = (image: Record<string, unknown>) => WebhookEvent | undefined;

/** Checks an endpoint's URL at creation or change (the callback URL rules): throws the InvalidRequestError they name. */
type UrlCheck = (url: string) => Promise<void>;

export interface WebhookPorts {
  webhooks: WebhooksStore;
  /** The agent marked as one that uses endpoints (agents' Agent.webhooks_used), written with each new endpoint: its events are written from then on. */
  webhooksUsed: Contributes<Webhook>;
  deliveries: WebhookDeliveriesStore;
  sealer: SecretSealer;
  transport: DeliveryTransport;
  checkUrl: UrlCheck;
  outbox: OutboxReader;
  /** The callbacks' retry schedule, and their stall delay: a send not tried within it was lost. */
  settings: { retry: RetryPolicy; stallMs: number };
}
