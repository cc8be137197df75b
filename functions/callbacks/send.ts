import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../config';
import { callbackEventId, signCallback } from '../core/callback-signatures';
import { InvalidRequestError } from '../core/errors';
import { retryDelayMs } from '../core/retry-schedule';
import { logger, withLogContext } from '../logging/logger';
import { getCallbackTarget, getDelivery, recordAttempt } from '../store/callbacks';
import { callbackBody } from '../wire/callback-event';
import { signingSecretFor } from '../adapters/callbacks/callback-secrets';
import { resolveCallbackTarget } from '../adapters/callbacks/callback-url';
import { outboxEventOf } from '../store/outbox-pipe';
import { postCallback, type PostResult } from '../adapters/callbacks/post-callback';
import { retryQueue } from '../adapters/callbacks/retry-queue';

/** Thrown to hand the message back to the queue: retried after its backoff, or dead-lettered. */
class CallbackNotDelivered extends Error {
  override readonly name = 'CallbackNotDelivered';
}

export interface SenderDependencies {
  post: typeof postCallback;
  record: typeof recordAttempt;
}

/**
 * One queued status change: sign it and POST it to the task's callback_url, then record the
 * attempt on the event item. The attempt number is the queue's receive count, so a crash
 * anywhere before the message is deleted means another attempt (a duplicate at worst, never
 * a loss); a message whose event is already DELIVERED is dropped.
 */
const deliver = (deps: SenderDependencies) => async (record: SQSRecord) => {
  const event = outboxEventOf(JSON.parse(record.body));
  const attempt = Number(record.attributes.ApproximateReceiveCount);
  // Independent reads: one round trip of latency on every attempt, not two.
  const [task, delivery] = await Promise.all([getCallbackTarget(event.taskId), getDelivery(event.taskId, event.version)]);
  if (!task?.callback_url) return;
  if (delivery?.delivery_status === 'DELIVERED') return;

  const body = callbackBody({
    event: event.event,
    task_id: event.taskId,
    status: event.status,
    previous_status: event.previousStatus,
    timestamp: event.timestamp,
  });
  const now = new Date();
  let result: PostResult;
  try {
    // Checked again at every attempt: a name may resolve elsewhere now than at creation.
    const target = await resolveCallbackTarget(task.callback_url, { allowHosts: config.callbackAllowHosts });
    const headers = signCallback(await signingSecretFor(task), body, {
      id: callbackEventId(event.taskId, event.version),
      occurredAt: event.timestamp,
      sentAt: now,
    });
    result = await deps.post(target, headers, body, config.callbacks.timeoutMs);
  } catch (error) {
    // The callback_url is refused now (it resolves to a private address, say): a failed attempt.
    if (!(error instanceof InvalidRequestError)) throw error;
    result = { ok: false, error: error.message };
  }

  const at = now.toISOString();
  const where = { taskId: event.taskId, version: event.version, attempt };
  if (result.ok) {
    await deps.record(event.taskId, event.version, { outcome: 'delivered', at, attempts: attempt, responseCode: result.statusCode });
    return;
  }
  const { retry } = config.callbacks;
  if (attempt >= retry.maxAttempts) {
    await deps.record(event.taskId, event.version, { outcome: 'failed', at, attempts: attempt, responseCode: result.statusCode, error: result.error });
    logger.error('Callback failed for good; the message goes to the dead-letter queue', { ...where, error: result.error });
    // Visible at once, so the queue's next receive moves it to the dead-letter queue.
    await retryQueue().retryAfter(record.receiptHandle, 0);
    throw new CallbackNotDelivered(result.error);
  }
  const delayMs = retryDelayMs(retry, attempt);
  await deps.record(event.taskId, event.version, {
    outcome: 'retrying',
    at,
    attempts: attempt,
    responseCode: result.statusCode,
    error: result.error,
    nextAttemptAt: new Date(now.getTime() + delayMs).toISOString(),
  });
  logger.warn('Callback not delivered; retrying', { ...where, delayMs, error: result.error });
  await retryQueue().retryAfter(record.receiptHandle, delayMs);
  throw new CallbackNotDelivered(result.error);
};

/**
 * The callback queue's consumer. Its event source mapping hands it one message at a time
 * (CALLBACK_BATCH_SIZE); should a batch ever hold several events of one task, once one fails
 * the rest of that task's go back too (skipGroupOnError), so a later status is never sent
 * before an earlier one.
 */
export const createSender = (deps: SenderDependencies = { post: postCallback, record: recordAttempt }) => {
  const processor = new SqsFifoPartialProcessorAsync();
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, deliver(deps), processor, { context, skipGroupOnError: true, throwOnFullBatchFailure: false });
};

export const handler = withLogContext(createSender());
