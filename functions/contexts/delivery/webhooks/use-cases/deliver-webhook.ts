import { InvalidRequestError } from '../../../../platform/kernel/errors';
import { retryDelayMs } from '../../../../platform/kernel/retry-schedule';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import type { DeliveryResult } from '../../callbacks/ports';
import type { DeliveryOutcome } from '../../callbacks/use-cases';
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
 * One attempt of a queued send, as the callback sender makes them (same queue, backoff, attempts and
 * dead-letter queue):
 * 1. nothing to do when the delivery is gone, settled, or moved on to a later generation (a replay),
 *    or its endpoint was deleted;
 * 2. the body is signed with the endpoint's secrets in force at this moment (after a rotation: the new
 *    and the old, so a rotation racing a delivery still leaves one the receiver knows), the URL checked
 *    again and POSTed with the event's id as `webhook-id`;
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
  let result: DeliveryResult;
  try {
    result = await deps.transport.send(
      webhook.url,
      signWebhook(secrets, { id: delivery.event_id, body: delivery.payload, sentAt: now }),
      delivery.payload,
    );
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    result = { ok: false, error: error.message };
  }

  const at = now.toISOString();
  const record = (outcome: Parameters<Deps['deliveries']['recordAttempt']>[2]) => deps.deliveries.recordAttempt(delivery, send.generation, outcome);
  if (result.ok) {
    await record({ outcome: 'delivered', at, attempts: attempt, responseCode: result.statusCode });
    countMetric(BUSINESS_METRICS.callbackDeliveries);
    return { kind: 'done' };
  }
  const where = { webhookId: webhook.webhook_id, deliveryId: delivery.delivery_id, attempt };
  const { retry } = deps.settings;
  if (attempt >= retry.maxAttempts) {
    await record({ outcome: 'failed', at, attempts: attempt, responseCode: result.statusCode, error: result.error });
    logger.error('Webhook delivery failed for good; the message goes to the dead-letter queue', { ...where, error: result.error });
    countMetric(BUSINESS_METRICS.callbackFailures);
    return { kind: 'failed', error: result.error };
  }
  const delayMs = retryDelayMs(retry, attempt);
  await record({
    outcome: 'retrying',
    at,
    attempts: attempt,
    responseCode: result.statusCode,
    error: result.error,
    nextAttemptAt: new Date(now.getTime() + delayMs).toISOString(),
  });
  logger.warn('Webhook delivery not delivered; retrying', { ...where, delayMs, error: result.error });
  return { kind: 'retry', delayMs, error: result.error };
};
