import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBRecord, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { callbackQueue } from '../../../../adapters/callbacks/callback-queue';
import { newImageOf, queuedEventOf, queuedWebhookSendOf } from '../../../../manifest/outbox-pipe';
import { withLogContext } from '../../../../platform/logging/handler-context';
import type { A2aPushPorts } from '../../a2a-push/ports';
import { deliverA2aPushes } from '../../a2a-push/use-cases';
import { a2aPushPorts } from '../../a2a-push/wiring/push';
import { type DeliveryDeps, deliverCallback } from '../../callbacks/use-cases';
import { callbackSender } from '../../callbacks/wiring/sender';
import { type DeliveryOutcome, worse } from '../../engine/domain';
import type { WebhookPorts } from '../../webhooks/ports';
import { deliverWebhook, fanOutEvent } from '../../webhooks/use-cases';
import { webhookPorts } from '../../webhooks/wiring/webhooks';

interface SenderDeps {
  callbacks: DeliveryDeps;
  webhooks: WebhookPorts;
  a2a: A2aPushPorts;
}

/** Thrown to hand the message back to the queue: retried after its backoff, or dead-lettered. */
class CallbackNotDelivered extends Error {
  override readonly name = 'CallbackNotDelivered';
}

/**
 * What one queued message does: a webhook delivery's send is attempted; an outbox event is first
 * fanned out to the agent's webhook endpoints (idempotent: again on each attempt, it makes nothing
 * twice); a status change is pushed to the task's A2A push notification configs (each settled one
 * skipped on a retry), and its callback sent if its task has a callback_url.
 */
const attemptQueued = async (deps: SenderDeps, queued: DynamoDBRecord, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  const send = queuedWebhookSendOf(queued);
  if (send) return deliverWebhook(deps.webhooks, send, attempt, now);
  const image = newImageOf(queued);
  await fanOutEvent(deps.webhooks, image);
  const event = image.event === 'task.status_changed' ? queuedEventOf(queued) : undefined;
  const pushed = event?.event === 'task.status_changed' ? await deliverA2aPushes(deps.a2a, event, attempt, now) : { kind: 'done' as const };
  const called = image.has_callback === true ? await deliverCallback(deps.callbacks, queued, attempt, now) : { kind: 'done' as const };
  return worse(pushed, called);
};

/**
 * One queued message. The attempt number is the queue's receive count, so a crash
 * anywhere before the message is deleted means another attempt (a duplicate at worst, never
 * a loss). A message not delivered goes back to the queue: visible after its backoff, or at
 * once after the last attempt, so that the queue's next receive moves it to the dead-letter queue.
 */
const deliver = (deps: SenderDeps) => async (record: SQSRecord) => {
  const attempt = Number(record.attributes.ApproximateReceiveCount);
  const outcome = await attemptQueued(deps, JSON.parse(record.body) as DynamoDBRecord, attempt, new Date());
  if (outcome.kind === 'done') return;
  await callbackQueue().retryAfter(record.receiptHandle, outcome.kind === 'retry' ? outcome.delayMs : 0);
  throw new CallbackNotDelivered(outcome.error);
};

/**
 * The callback queue's consumer. Its event source mapping hands it one message at a time
 * (CALLBACK_BATCH_SIZE); should a batch ever hold several events of one task, once one fails
 * the rest of that task's go back too (skipGroupOnError), so a later status is never sent
 * before an earlier one.
 */
export const createSender = (deps: SenderDeps) => {
  const processor = new SqsFifoPartialProcessorAsync();
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, deliver(deps), processor, { context, skipGroupOnError: true, throwOnFullBatchFailure: false });
};

export const handler = withLogContext(createSender({ callbacks: callbackSender, webhooks: webhookPorts, a2a: a2aPushPorts }));
