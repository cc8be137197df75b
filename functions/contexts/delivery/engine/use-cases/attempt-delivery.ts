import { InvalidRequestError } from '../../../../platform/kernel/errors';
import { retryDelayMs } from '../../../../platform/kernel/retry-schedule';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import type { AttemptRecord, DeliveryOutcome } from '../domain/attempts';
import type { DeliveryEnginePorts, DeliveryResult } from '../ports';

/** The kinds of delivery, as the logs name them; the callbacks and webhooks count in the delivery metrics. */
const KINDS = {
  callback: { name: 'Callback', counted: true },
  webhook: { name: 'Webhook delivery', counted: true },
  'a2a-push': { name: 'A2A push notification', counted: false },
} as const;

/**
 * What an adapter gives the engine for one attempt: the addressing (the URL, checked again by the
 * transport) and the signing (the headers of this attempt, over the exact body), where the attempt is
 * recorded, and what names it in the logs.
 */
export interface DeliveryAttempt {
  kind: keyof typeof KINDS;
  url: string;
  body: string;
  sign(): Promise<Record<string, string>>;
  record(attempt: AttemptRecord): Promise<void>;
  where: Record<string, unknown>;
}

/**
 * One attempt of one delivery, the same for every kind:
 * 1. the request is signed and POSTed; an address the callback rules now refuse (a name may point
 *    elsewhere than it did) is a failed attempt in the rule's own words, any other error escapes
 *    (the queue hands the message back untouched);
 * 2. the attempt is recorded: delivered; or retrying, with the time of the next attempt after the
 *    backoff; or failed once `attempt` (the queue's receive count) reaches the last one, which the
 *    dead-letter queue then keeps.
 */
export const attemptDelivery = async (deps: DeliveryEnginePorts, delivery: DeliveryAttempt, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  let result: DeliveryResult;
  try {
    result = await deps.transport.send(delivery.url, await delivery.sign(), delivery.body);
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    result = { ok: false, error: error.message };
  }

  const at = now.toISOString();
  const { name, counted } = KINDS[delivery.kind];
  const where = { ...delivery.where, attempt };
  if (result.ok) {
    await delivery.record({ outcome: 'delivered', at, attempts: attempt, responseCode: result.statusCode });
    if (counted) countMetric(BUSINESS_METRICS.callbackDeliveries);
    return { kind: 'done' };
  }
  if (attempt >= deps.retry.maxAttempts) {
    await delivery.record({ outcome: 'failed', at, attempts: attempt, responseCode: result.statusCode, error: result.error });
    logger.error(`${name} failed for good; the message goes to the dead-letter queue`, { ...where, error: result.error });
    // Failed for good, not each retry: the retries are in the logs, and a failure is what someone must look at.
    if (counted) countMetric(BUSINESS_METRICS.callbackFailures);
    return { kind: 'failed', error: result.error };
  }
  const delayMs = retryDelayMs(deps.retry, attempt);
  await delivery.record({
    outcome: 'retrying',
    at,
    attempts: attempt,
    responseCode: result.statusCode,
    error: result.error,
    nextAttemptAt: new Date(now.getTime() + delayMs).toISOString(),
  });
  logger.warn(`${name} not delivered; retrying`, { ...where, delayMs, error: result.error });
  return { kind: 'retry', delayMs, error: result.error };
};
