import { callbackUrlErrors } from '../../../functions/adapters/callbacks/errors';
import { type AttemptRecord, statusAfter } from '../../../functions/contexts/delivery/engine/domain/attempts';
import type { DeliveryResult } from '../../../functions/contexts/delivery/engine/ports';
import type { Webhook, WebhookDelivery } from '../../../functions/contexts/delivery/webhooks/domain/webhooks';
import { webhookErrors } from '../../../functions/contexts/delivery/webhooks/errors';
import type { WebhookDeliveriesStore, WebhookPorts, WebhooksStore } from '../../../functions/contexts/delivery/webhooks/ports';
import { webhookEventOf } from '../../../functions/contexts/delivery/webhooks/store/webhook-events';
import { contribution } from '../../../functions/platform/table/contribution';
import { FakeAuditTable } from './audit';
import { contextBoundSealer } from './callbacks';

/** A POST the fake transport received. */
export interface SentWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Webhook endpoints, deliveries and a transport in memory, with webhooks-store's conditions: an
 * agent's endpoints are keyed by agent (another agent's id finds nothing), a creation at `limit` held
 * is refused, a delivery is stored once per id (and queues its first send), a replay takes the
 * generation it saw, an attempt is recorded only for the delivery's current generation and never
 * over DELIVERED. `sends` are the sends the outbox pipe would queue. The sealer binds its context.
 */
export class FakeWebhooks extends FakeAuditTable implements WebhookPorts {
  readonly endpoints = new Map<string, Webhook>();
  readonly held = new Map<string, number>();
  readonly stored = new Map<string, WebhookDelivery>();
  readonly sends: { agent_id: string; webhook_id: string; delivery_id: string; generation: number }[] = [];
  readonly sent: SentWebhook[] = [];
  /** What the transport answers next (a function may throw, as an address refused would). */
  answer: (url: string) => DeliveryResult = () => ({ ok: true, statusCode: 200 });
  /** URLs the URL check refuses, as the callback rules would. */
  refusedUrls = new Set<string>();
  /** The agents marked as using endpoints (Agent.webhooks_used), when a contribution marking one is made. */
  readonly webhooksUsedBy = new Set<string>();

  readonly webhooksUsed = (webhook: Webhook) => {
    this.webhooksUsedBy.add(webhook.agent_id);
    return contribution([{ Update: { TableName: 'fake', Key: { agent_id: webhook.agent_id }, UpdateExpression: 'SET webhooks_used = :used' } }]);
  };

  readonly settings = { retry: { baseMs: 1000, maxDelayMs: 60_000, maxAttempts: 3 }, stallMs: 60_000 };
  readonly outbox = webhookEventOf;

  private key = (agentId: string, webhookId: string) => `${agentId}/${webhookId}`;
  private deliveryKey = (webhookId: string, deliveryId: string) => `${webhookId}/${deliveryId}`;

  readonly checkUrl = async (url: string) => {
    if (this.refusedUrls.has(url)) throw callbackUrlErrors.callbackUrlPrivate();
  };

  readonly sealer = contextBoundSealer;

  readonly transport = {
    send: async (url: string, headers: Record<string, string>, body: string): Promise<DeliveryResult> => {
      this.sent.push({ url, headers, body });
      return this.answer(url);
    },
  };

  private change(agentId: string, webhookId: string, apply: (webhook: Webhook) => Webhook, contribute: (webhook: Webhook) => unknown) {
    const webhook = this.endpoints.get(this.key(agentId, webhookId));
    if (!webhook) return undefined;
    contribute(webhook);
    const next = apply(structuredClone(webhook));
    this.endpoints.set(this.key(agentId, webhookId), next);
    return structuredClone(next);
  }

  readonly webhooks: WebhooksStore = {
    getWebhook: async (agentId, webhookId) => structuredClone(this.endpoints.get(this.key(agentId, webhookId))),
    listWebhooks: async (agentId) => [...this.endpoints.values()].filter((webhook) => webhook.agent_id === agentId).map((w) => structuredClone(w)),
    insertWebhook: async (webhook, limit, contribute) => {
      const held = this.held.get(webhook.agent_id) ?? 0;
      if (held >= limit) throw webhookErrors.tooManyWebhooks(limit);
      this.held.set(webhook.agent_id, held + 1);
      this.endpoints.set(this.key(webhook.agent_id, webhook.webhook_id), structuredClone(webhook));
      contribute(webhook);
    },
    updateWebhook: async (agentId, webhookId, changes, now, contribute) =>
      this.change(
        agentId,
        webhookId,
        (webhook) => {
          const { description, ...rest } = {
            ...webhook,
            ...(changes.url ? { url: changes.url } : {}),
            ...(changes.events ? { events: changes.events } : {}),
            updated_at: now,
          };
          const kept = changes.description === undefined ? description : changes.description || undefined;
          return { ...rest, ...(kept ? { description: kept } : {}) };
        },
        contribute,
      ),
    rotateSecret: async (agentId, webhookId, sealed, previousUntil, now, contribute) =>
      this.change(
        agentId,
        webhookId,
        (webhook) => ({
          ...webhook,
          previous_secret_sealed: webhook.secret_sealed,
          secret_sealed: sealed,
          previous_secret_until: previousUntil,
          updated_at: now,
        }),
        contribute,
      ),
    deleteWebhook: async (agentId, webhookId, contribute) => {
      if (!this.endpoints.delete(this.key(agentId, webhookId))) return false;
      this.held.set(agentId, (this.held.get(agentId) ?? 1) - 1);
      contribute(webhookId);
      return true;
    },
  };

  readonly deliveries: WebhookDeliveriesStore = {
    insertDelivery: async (delivery) => {
      const key = this.deliveryKey(delivery.webhook_id, delivery.delivery_id);
      if (this.stored.has(key)) return false;
      this.stored.set(key, structuredClone(delivery));
      this.sends.push({
        agent_id: delivery.agent_id,
        webhook_id: delivery.webhook_id,
        delivery_id: delivery.delivery_id,
        generation: delivery.generation,
      });
      return true;
    },
    getDelivery: async (webhookId, deliveryId) => structuredClone(this.stored.get(this.deliveryKey(webhookId, deliveryId))),
    pageDeliveries: async (webhookId, limit, after) => {
      const sortKey = (delivery: WebhookDelivery) => `${delivery.created_at}#${delivery.delivery_id}`;
      const newestFirst = [...this.stored.values()].filter((d) => d.webhook_id === webhookId).sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
      const rest = after === undefined ? newestFirst : newestFirst.filter((d) => sortKey(d) < after);
      const page = rest.slice(0, limit);
      // A full page names a next one even when nothing follows, as the store's query stops at its Limit.
      const last = page.length === limit && page.length ? sortKey(page.at(-1)!) : undefined;
      return { deliveries: page.map((d) => structuredClone(d)), ...(last ? { last } : {}) };
    },
    replayDelivery: async (delivery, now) => {
      const stored = this.stored.get(this.deliveryKey(delivery.webhook_id, delivery.delivery_id));
      if (!stored || stored.generation !== delivery.generation) return false;
      const next = { ...stored, generation: stored.generation + 1, status: 'PENDING' as const, attempts: 0, replayed_at: now };
      delete next.last_error;
      this.stored.set(this.deliveryKey(delivery.webhook_id, delivery.delivery_id), next);
      this.sends.push({ agent_id: stored.agent_id, webhook_id: stored.webhook_id, delivery_id: stored.delivery_id, generation: next.generation });
      return true;
    },
    recordAttempt: async (delivery, generation, attempt: AttemptRecord) => {
      const stored = this.stored.get(this.deliveryKey(delivery.webhook_id, delivery.delivery_id));
      if (!stored || stored.generation !== generation || stored.status === 'DELIVERED') return;
      stored.status = statusAfter(attempt.outcome);
      stored.attempts = attempt.attempts;
      if (attempt.responseCode !== undefined) stored.last_status_code = attempt.responseCode;
      else delete stored.last_status_code;
      if (attempt.outcome === 'delivered') delete stored.last_error;
      else stored.last_error = attempt.error;
    },
  };
}
