import type { DeliveryOutcome } from '../../engine/domain';
import { attemptDelivery } from '../../engine/use-cases';
import { signWebhook } from '../domain/webhook-signatures';
import { previousSecretInForce } from '../domain/webhooks';
import type { WebhookPorts } from '../ports';
import { webhookContext } from './manage-webhooks';

/** What a queued send names: the delivery, and the generation (first send or replay) it belongs to. */
interface WebhookSend {
  agent_id: string;
  webhook_id: string;
  delivery_id: string;
  generation: number;
}

type Deps = Pick<WebhookPorts, 'webhooks' | 'deliveries' | 'sealer' | 'transport' | 'settings'>;

/**
 * One attempt of a queued send, made by the delivery engine as a callback's (same queue, backoff,
 * attempts and dead-letter queue):
 * 1. nothing to do when the delivery is gone, settled, or moved on to a later generation (a replay),
 *    or its endpoint was deleted;
 * 2. addressed to the endpoint's URL, with the event's id as `webhook-id`, and signed with the
 *    endpoint's secrets in force at this moment (after a rotation: the new and the old, so a rotation
 *    racing a delivery still leaves one the receiver knows);
 * 3. the attempt is recorded on the delivery, for its generation only.
 */
export const deliverWebhook = async (deps: Deps, send: WebhookSend, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  const [delivery, webhook] = await Promise.all([
    deps.deliveries.getDelivery(send.webhook_id, send.delivery_id),
    deps.webhooks.getWebhook(send.agent_id, send.webhook_id),
  ]);
  if (!delivery || !webhook || delivery.generation !== send.generation || delivery.status !== 'PENDING') return { kind: 'done' };

  const context = webhookContext(webhook.webhook_id);
  const previous = previousSecretInForce(webhook, now);
  const secrets = await Promise.all([webhook.secret_sealed, ...(previous ? [previous] : [])].map((sealed) => deps.sealer.open(sealed, context)));
  return attemptDelivery(
    { transport: deps.transport, retry: deps.settings.retry },
    {
      kind: 'webhook',
      url: webhook.url,
      body: delivery.payload,
      sign: async () => signWebhook(secrets, { id: delivery.event_id, body: delivery.payload, sentAt: now }),
      record: (outcome) => deps.deliveries.recordAttempt(delivery, send.generation, outcome),
      where: { webhookId: webhook.webhook_id, deliveryId: delivery.delivery_id },
    },
    attempt,
    now,
  );
};
