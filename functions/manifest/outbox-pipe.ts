import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { UnsettledCallback } from '../contexts/delivery/callbacks/domain';
import { batchEventItem, messageEventItem, taskEventItem } from '../contexts/delivery/callbacks/store/callback-items';
import { webhookSendItem } from '../contexts/delivery/webhooks/store/webhook-items';
import type { MessageSender } from '../contexts/work/messages/domain';
import type { TaskStatus } from '../contexts/work/tasks/domain';
import { tasksKeys } from '../contexts/work/tasks/store/keys';
import { parseItem } from '../platform/table/read-item';

/**
 * The pipe from the table's stream to the callback queue, one of the stream's two readers (the
 * other is the fan-out function: functions/manifest/stream-fan-out.ts). In AWS it is an EventBridge Pipe
 * (lib/callbacks.ts): no code to run or pay for, its filter drops every record that is not one of these
 * before it costs anything, and it retries into the queue by itself, a bounded number of times. It takes:
 * - the events (a status change, a batch's consensus, an operator's message) of a task with a
 *   callback_url: the sender sends the callback, and fans the event out to the agent's webhook endpoints;
 * - the outbox events of tasks without a callback_url, and any other item with an `event`: the sender
 *   fans each out to the webhook endpoints;
 * - the sends of webhook deliveries (a first send, a replay).
 * The local stack feeds its queue from its stream poller with the same filter and the same message
 * group and deduplication ids, so the sender sees the same messages.
 *
 * Each message body is the stream record as the pipe delivers it (the Lambda stream record shape).
 * The message group is the item's partition: a task's events (TASK#<id>) reach the sender one at a
 * time and in order, and a later one waits while an earlier one is being retried; a batch's consensus
 * and each webhook delivery are groups of their own, so an endpoint retrying one holds up no other.
 */
export const OUTBOX_PIPE = {
  filterPatterns: [
    { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [{ prefix: 'EVENT#' }] }, has_callback: { BOOL: [true] } } } },
    { eventName: ['INSERT'], dynamodb: { NewImage: { event: { S: [{ exists: true }] }, has_callback: { BOOL: [{ exists: false }] } } } },
    { eventName: ['INSERT'], dynamodb: { NewImage: { webhook_send: { BOOL: [true] } } } },
  ],
  messageGroupId: '$.dynamodb.Keys.pk.S',
  messageDeduplicationId: '$.eventID',
  /**
   * How long the pipe keeps trying to queue a record (the queue refusing it: throttled, or the
   * pipe's role broken) before its position goes to the stream failure queue (alarmed): bounded, so
   * one record cannot hold its shard for the stream's 24 hours. A task's callback lost that way is
   * queued again by the timer sweep (requeuedMessage, below).
   */
  maximumRetryAttempts: 10,
  maximumRecordAgeSeconds: 6 * 3600,
} as const;

/**
 * Messages per sender invocation. One: SQS counts a receive against every message of a
 * batch, so an event held back behind a failing earlier one of its task would use up its
 * own attempts (and be dead-lettered) without ever being tried. One at a time, a task's
 * next event is not even received until the earlier one is settled, and the receive count
 * is the number of real attempts. Lambda still runs tasks (message groups) in parallel.
 */
export const CALLBACK_BATCH_SIZE = 1;

/** The status-change event a queued stream record carries. */
export interface OutboxEvent {
  taskId: string;
  version: number;
  event: 'task.status_changed';
  status: TaskStatus;
  previousStatus: TaskStatus;
  /** Set on a cancel from ACCEPTED: what the operator was paid. */
  killFeeCents?: number;
  timestamp: string;
}

/** A batch's consensus event a queued stream record carries (contexts/work/batches), sent to its seat's callback_url. */
export interface ConsensusOutboxEvent {
  event: 'batch.consensus_reached';
  batchId: string;
  taskId: string;
  field: string;
  value: string | number | boolean;
  agreeing: number;
  timestamp: string;
}

/** An operator's message a queued stream record carries (contexts/work/messages), sent to its task's callback_url. */
export interface MessageOutboxEvent {
  event: 'task.message';
  taskId: string;
  messageId: string;
  from: MessageSender;
  text: string;
  createdAt: string;
  timestamp: string;
}

export const newImageOf = (record: DynamoDBRecord): Record<string, unknown> =>
  unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);

/** What a queued stream record carries: a task's status change, a batch's consensus, or an operator's message. */
export const queuedEventOf = (record: DynamoDBRecord): OutboxEvent | ConsensusOutboxEvent | MessageOutboxEvent => {
  const image = newImageOf(record);
  if (image.event === 'task.message') {
    const message = parseItem(messageEventItem, image);
    return {
      event: message.event,
      taskId: message.task_id,
      messageId: message.message_id,
      from: message.from,
      text: message.text,
      createdAt: message.created_at,
      timestamp: message.timestamp,
    };
  }
  if (image.event !== 'batch.consensus_reached') return outboxEventOf(record);
  const event = parseItem(batchEventItem, image);
  return {
    event: event.event,
    batchId: event.batch_id,
    taskId: event.task_id,
    field: event.field,
    value: event.value,
    agreeing: event.agreeing,
    timestamp: event.timestamp,
  };
};

const outboxEventOf = (record: DynamoDBRecord): OutboxEvent => {
  const event = parseItem(taskEventItem, newImageOf(record));
  return {
    taskId: event.task_id,
    version: Number(event.sk.slice(tasksKeys.taskEventPrefix.length)),
    event: event.event,
    status: event.status,
    previousStatus: event.previous_status,
    ...(event.kill_fee_cents === undefined ? {} : { killFeeCents: event.kill_fee_cents }),
    timestamp: event.timestamp,
  };
};

/**
 * The queue message of a status change the sweep queues again: the stream record the pipe would
 * have forwarded (its new image, the item as stored), in the task's group (its partition, as the pipe's), with a deduplication
 * id of its own so that FIFO deduplication does not drop it as a copy of the lost one.
 */
export const requeuedMessage = ({ delivery, item }: UnsettledCallback, requeue: number) => {
  const eventID = `requeue-${delivery.task_id}-${delivery.version}-${requeue}`;
  const record = {
    eventID,
    eventName: 'INSERT',
    dynamodb: { Keys: marshall(tasksKeys.taskEvent(delivery.task_id, delivery.version)), NewImage: marshall(item, { removeUndefinedValues: true }) },
  };
  return { body: JSON.stringify(record), groupId: tasksKeys.taskEvent(delivery.task_id, delivery.version).pk, deduplicationId: eventID };
};

/** A queued webhook send (OUTBOX_PIPE's last filter), or undefined for an outbox event. */
export const queuedWebhookSendOf = (record: DynamoDBRecord) => {
  const image = newImageOf(record);
  return image.webhook_send === true ? parseItem(webhookSendItem, image) : undefined;
};
