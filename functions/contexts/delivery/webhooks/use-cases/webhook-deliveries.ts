import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import { newId } from '../../../../platform/kernel/secrets';
import { deliveryIdFor, deliveryTimeOf } from '../domain/webhook-signatures';
import { sendLost, subscribes, type Webhook, type WebhookDelivery, type WebhookEvent, webhookPayload } from '../domain/webhooks';
import { webhookErrors } from '../errors';
import type { WebhookPorts } from '../ports';
import { findWebhook } from './manage-webhooks';

type Deps = Pick<WebhookPorts, 'webhooks' | 'deliveries'>;

const deliveryOf = (event: WebhookEvent, webhook: Webhook): WebhookDelivery => {
  const deliveryId = deliveryIdFor(event.event_id, webhook.webhook_id, event.timestamp);
  return {
    delivery_id: deliveryId,
    webhook_id: webhook.webhook_id,
    agent_id: webhook.agent_id,
    event_id: event.event_id,
    type: event.type,
    payload: webhookPayload(event),
    status: 'PENDING',
    attempts: 0,
    created_at: deliveryTimeOf(deliveryId)!,
    generation: 0,
  };
};

/**
 * One outbox item (a stream record's new image) fanned out to the endpoints of its agent that
 * subscribe to its type: one delivery each, whose id comes from the event and the endpoint, stored
 * unless it exists. So the same record fanned out twice (a stream replay, a retried message) makes
 * no second delivery. Answers how many deliveries it made now.
 */
export const fanOutEvent = async (deps: Deps & Pick<WebhookPorts, 'outbox'>, image: Record<string, unknown>): Promise<number> => {
  const event = deps.outbox(image);
  if (!event) return 0;
  const endpoints = (await deps.webhooks.listWebhooks(event.agent_id)).filter((webhook) => subscribes(webhook, event.type));
  const made = await Promise.all(endpoints.map((webhook) => deps.deliveries.insertDelivery(deliveryOf(event, webhook))));
  return made.filter(Boolean).length;
};

/** A `webhook.test` event sent to this endpoint alone, whatever its events. */
export const sendTestEvent = async (deps: Deps, agentId: string, webhookId: string, now: Date): Promise<WebhookDelivery> => {
  const webhook = await findWebhook(deps, agentId, webhookId);
  const event: WebhookEvent = {
    event_id: newId('evt_test'),
    agent_id: agentId,
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { webhook_id: webhookId },
  };
  const delivery = deliveryOf(event, webhook);
  await deps.deliveries.insertDelivery(delivery);
  return delivery;
};

/**
 * A page of the endpoint's deliveries, newest first. The cursor names the endpoint it was made for
 * (checked to be the caller's first): another endpoint's cursor is `Invalid cursor`.
 */
export const listDeliveries = async (
  deps: Deps,
  agentId: string,
  webhookId: string,
  page: { limit: number; cursor?: string },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> => {
  await findWebhook(deps, agentId, webhookId);
  const after = page.cursor === undefined ? undefined : decodeKeyCursor(page.cursor, 'webhook-deliveries', null, webhookId);
  const { deliveries, last } = await deps.deliveries.pageDeliveries(webhookId, page.limit, after);
  return { deliveries, nextCursor: last ? encodeKeyCursor('webhook-deliveries', null, last, webhookId) : null };
};

/**
 * Sends a delivery again, with the same `webhook-id` and body (signed afresh): a new generation,
 * PENDING with its attempts from zero. A delivery still PENDING is already on its way: it is not
 * queued twice (so a storm of replays sends it once), and of two replays at once one queues it;
 * unless its send was lost (sendLost: never tried within the stall delay), which a replay recovers.
 */
export const replayDelivery = async (
  deps: Deps & Pick<WebhookPorts, 'settings'>,
  agentId: string,
  webhookId: string,
  deliveryId: string,
  now: Date,
): Promise<void> => {
  await findWebhook(deps, agentId, webhookId);
  const delivery = await deps.deliveries.getDelivery(webhookId, deliveryId);
  if (!delivery || delivery.agent_id !== agentId) throw webhookErrors.webhookDeliveryNotFound();
  if (delivery.status === 'PENDING' && !sendLost(delivery, now, deps.settings.stallMs)) return;
  await deps.deliveries.replayDelivery(delivery, now.toISOString());
};
