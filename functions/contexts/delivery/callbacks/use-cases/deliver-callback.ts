import type { DynamoDBRecord } from 'aws-lambda';
import { type ConsensusOutboxEvent, type MessageOutboxEvent, type OutboxEvent, queuedEventOf } from '../../../../manifest/outbox-pipe';
import { InvalidRequestError } from '../../../../platform/kernel/errors';
import { toDollars } from '../../../../platform/kernel/money';
import { retryDelayMs } from '../../../../platform/kernel/retry-schedule';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import { keys } from '../../../../platform/table/keys';
import { callbackEventId, consensusEventId, messageEventId, signCallback } from '../domain/callback-signatures';
import type { CallbackPorts, DeliveryResult } from '../ports';
import { callbackBody, consensusCallbackBody, messageCallbackBody } from '../wire/callback-body';
import { signingSecretFor } from './callback-secrets';

/** What a delivery uses: the events, the secrets to sign with, the transport, the retry policy. */
export type DeliveryDeps = Pick<CallbackPorts, 'events' | 'agentSecrets' | 'sealer' | 'transport' | 'settings'>;

/** done: delivered now or before, or nothing to send; retry: after the backoff; failed: out of attempts. */
export type DeliveryOutcome = { kind: 'done' } | { kind: 'retry'; delayMs: number; error: string } | { kind: 'failed'; error: string };

/**
 * What a queued event sends: its delivery record's key, its id (`webhook-id`) and the exact body.
 * A task's status change, a batch's consensus (sent to the seat that reached it), or an operator's message.
 */
const outgoing = (event: OutboxEvent | ConsensusOutboxEvent | MessageOutboxEvent) => {
  if (event.event === 'task.message') {
    const { messageId: message_id, from, text, createdAt: created_at } = event;
    return {
      event,
      key: keys.messageEvent(message_id),
      id: messageEventId(message_id),
      body: messageCallbackBody({
        event: event.event,
        task_id: event.taskId,
        message: { message_id, from, text, created_at },
        timestamp: event.timestamp,
      }),
    };
  }
  return event.event === 'batch.consensus_reached'
    ? {
        event,
        key: keys.batchEvent(event.batchId),
        id: consensusEventId(event.batchId),
        body: consensusCallbackBody({
          event: event.event,
          batch_id: event.batchId,
          task_id: event.taskId,
          field: event.field,
          value: event.value,
          agreeing: event.agreeing,
          timestamp: event.timestamp,
        }),
      }
    : {
        event,
        key: keys.taskEvent(event.taskId, event.version),
        id: callbackEventId(event.taskId, event.version),
        body: callbackBody({
          event: event.event,
          task_id: event.taskId,
          status: event.status,
          previous_status: event.previousStatus,
          ...(event.killFeeCents === undefined ? {} : { kill_fee_usd: toDollars(event.killFeeCents) }),
          timestamp: event.timestamp,
        }),
      };
};

/**
 * One attempt to deliver a queued status change (the stream record the pipe forwarded, the
 * queue message's body) to its task's callback_url:
 * 1. nothing to do for a task without a callback_url or an event already settled (DELIVERED, or
 *    FAILED: a copy queued again by the sweep must not start its attempts over);
 * 2. the address is resolved and checked again (a name may point elsewhere now than at creation),
 *    the body signed with the task's secret (or its agent's) and POSTed;
 * 3. the attempt is recorded on the event item: DELIVERED; or PENDING with the time of the
 *    next attempt after the backoff; or FAILED once `attempt` reaches the last one.
 */
export const deliverCallback = async (deps: DeliveryDeps, queued: DynamoDBRecord, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  const { events } = deps;
  const { event, key, id, body } = outgoing(queuedEventOf(queued));
  // Independent reads: one round trip of latency on every attempt, not two.
  const [task, status] = await Promise.all([events.getCallbackTarget(event.taskId), events.deliveryStatusOf(key)]);
  if (!task?.callback_url || status === 'DELIVERED' || status === 'FAILED') return { kind: 'done' };

  let result: DeliveryResult;
  try {
    const headers = signCallback(await signingSecretFor(deps, task, now), body, { id, occurredAt: event.timestamp, sentAt: now });
    result = await deps.transport.send(task.callback_url, headers, body);
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    result = { ok: false, error: error.message };
  }

  const at = now.toISOString();
  const where = { taskId: event.taskId, event: id, attempt };
  if (result.ok) {
    await events.recordAttempt(key, { outcome: 'delivered', at, attempts: attempt, responseCode: result.statusCode });
    countMetric(BUSINESS_METRICS.callbackDeliveries);
    return { kind: 'done' };
  }
  const { retry } = deps.settings;
  if (attempt >= retry.maxAttempts) {
    await events.recordAttempt(key, {
      outcome: 'failed',
      at,
      attempts: attempt,
      responseCode: result.statusCode,
      error: result.error,
    });
    logger.error('Callback failed for good; the message goes to the dead-letter queue', { ...where, error: result.error });
    // Failed for good, not each retry: the retries are in the logs, and a failure is what someone must look at.
    countMetric(BUSINESS_METRICS.callbackFailures);
    return { kind: 'failed', error: result.error };
  }
  const delayMs = retryDelayMs(retry, attempt);
  await events.recordAttempt(key, {
    outcome: 'retrying',
    at,
    attempts: attempt,
    responseCode: result.statusCode,
    error: result.error,
    nextAttemptAt: new Date(now.getTime() + delayMs).toISOString(),
  });
  logger.warn('Callback not delivered; retrying', { ...where, delayMs, error: result.error });
  return { kind: 'retry', delayMs, error: result.error };
};
