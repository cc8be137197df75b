import type { DynamoDBRecord } from 'aws-lambda';
import { type ConsensusOutboxEvent, type MessageOutboxEvent, type OutboxEvent, queuedEventOf } from '../../../../manifest/outbox-pipe';
import { toDollars } from '../../../../platform/kernel/money';
import { batchesKeys } from '../../../work/batches/store/keys';
import { messagesKeys } from '../../../work/messages/store/keys';
import { tasksKeys } from '../../../work/tasks/store/keys';
import type { DeliveryOutcome } from '../../engine/domain';
import { attemptDelivery } from '../../engine/use-cases';
import { callbackEventId, consensusEventId, messageEventId, signCallback } from '../domain/callback-signatures';
import type { CallbackPorts } from '../ports';
import { callbackBody, consensusCallbackBody, messageCallbackBody } from '../wire/callback-body';
import { signingSecretFor } from './callback-secrets';

/** What a delivery uses: the events, the secrets to sign with, the transport, the retry policy. */
export type DeliveryDeps = Pick<CallbackPorts, 'events' | 'agentSecrets' | 'sealer' | 'transport' | 'settings'>;

/**
 * What a queued event sends: its delivery record's key, its id (`webhook-id`) and the exact body.
 * A task's status change, a batch's consensus (sent to the seat that reached it), or an operator's message.
 */
const outgoing = (event: OutboxEvent | ConsensusOutboxEvent | MessageOutboxEvent) => {
  if (event.event === 'task.message') {
    const { messageId: message_id, from, text, createdAt: created_at } = event;
    return {
      event,
      key: messagesKeys.messageEvent(message_id),
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
        key: batchesKeys.batchEvent(event.batchId),
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
        key: tasksKeys.taskEvent(event.taskId, event.version),
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
 * 2. the delivery engine makes the attempt (attemptDelivery): addressed to the task's callback_url,
 *    signed with the task's secret (or its agent's), recorded on the event item.
 */
export const deliverCallback = async (deps: DeliveryDeps, queued: DynamoDBRecord, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  const { events } = deps;
  const { event, key, id, body } = outgoing(queuedEventOf(queued));
  // Independent reads: one round trip of latency on every attempt, not two.
  const [task, status] = await Promise.all([events.getCallbackTarget(event.taskId), events.deliveryStatusOf(key)]);
  if (!task?.callback_url || status === 'DELIVERED' || status === 'FAILED') return { kind: 'done' };
  return attemptDelivery(
    { transport: deps.transport, retry: deps.settings.retry },
    {
      kind: 'callback',
      url: task.callback_url,
      body,
      sign: async () => signCallback(await signingSecretFor(deps, task, now), body, { id, occurredAt: event.timestamp, sentAt: now }),
      record: (outcome) => events.recordAttempt(key, outcome),
      where: { taskId: event.taskId, event: id },
    },
    attempt,
    now,
  );
};
