import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

interface Message {
  id: string;
  body: string;
  groupId: string;
  deduplicationId: string;
  sentAt: number;
  sequence: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** Hidden from receivers until then (in flight, or waiting out a retry delay). */
  invisibleUntil: number;
  /** Valid only for the latest receive, as in SQS. */
  receiptHandle?: string;
}

interface LocalQueueOptions {
  name: string;
  /** How long a received message stays hidden before it is handed out again. */
  visibilityTimeoutMs: number;
  /** The redrive policy: a message received this many times moves to `deadLetterQueue` at its next receive. */
  maxReceiveCount?: number;
  deadLetterQueue?: LocalFifoQueue;
}

/** SQS FIFO's deduplication window. */
const DEDUPLICATION_WINDOW_MS = 5 * 60 * 1000;

/**
 * The local stand-in for an SQS FIFO queue, with what the callback sender relies on:
 * at-least-once delivery, a visibility timeout, ChangeMessageVisibility, the receive count,
 * deduplication ids, message groups (a group's messages are handed out in order, and none
 * while an earlier one of the group is in flight) and a dead-letter queue by redrive policy.
 * In memory: messages do not outlive the process.
 */
export class LocalFifoQueue {
  readonly arn: string;
  private messages: Message[] = [];
  private readonly seen = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly options: LocalQueueOptions) {
    this.arn = `arn:aws:sqs:us-east-1:000000000000:${options.name}`;
  }

  send(message: { body: string; groupId: string; deduplicationId: string }, now = Date.now()): void {
    for (const [id, at] of this.seen) if (now - at > DEDUPLICATION_WINDOW_MS) this.seen.delete(id);
    if (this.seen.has(message.deduplicationId)) return;
    this.seen.set(message.deduplicationId, now);
    this.messages.push({ ...message, id: randomUUID(), sentAt: now, sequence: ++this.sequence, receiveCount: 0, invisibleUntil: 0 });
  }

  /**
   * Up to `max` visible messages, oldest first, at most `maxPerGroup` of a group, skipping
   * every group that has one in flight.
   */
  receive(max: number, maxPerGroup = max, now = Date.now()): SQSRecord[] {
    const blocked = new Set(this.messages.filter((m) => m.receiveCount > 0 && m.invisibleUntil > now).map((m) => m.groupId));
    const taken: SQSRecord[] = [];
    const perGroup = new Map<string, number>();
    for (const message of [...this.messages]) {
      if (taken.length >= max) break;
      if (blocked.has(message.groupId) || (perGroup.get(message.groupId) ?? 0) >= maxPerGroup) continue;
      if (message.invisibleUntil > now) {
        blocked.add(message.groupId);
        continue;
      }
      const { maxReceiveCount, deadLetterQueue } = this.options;
      if (maxReceiveCount !== undefined && deadLetterQueue && message.receiveCount >= maxReceiveCount) {
        this.messages = this.messages.filter((m) => m !== message);
        deadLetterQueue.send({ body: message.body, groupId: message.groupId, deduplicationId: message.id }, now);
        continue;
      }
      message.receiveCount++;
      message.firstReceivedAt ??= now;
      message.invisibleUntil = now + this.options.visibilityTimeoutMs;
      message.receiptHandle = randomUUID();
      perGroup.set(message.groupId, (perGroup.get(message.groupId) ?? 0) + 1);
      taken.push(this.toRecord(message));
    }
    return taken;
  }

  delete(receiptHandle: string): void {
    this.messages = this.messages.filter((m) => m.receiptHandle !== receiptHandle);
  }

  /** ChangeMessageVisibility: hidden for `delayMs` from now (0: visible at once). */
  changeVisibility(receiptHandle: string, delayMs: number, now = Date.now()): void {
    const message = this.messages.find((m) => m.receiptHandle === receiptHandle);
    if (!message) throw new Error(`ReceiptHandleIsInvalid: ${receiptHandle}`);
    message.invisibleUntil = now + delayMs;
  }

  /** What the queue holds, for inspection (tests, the local dead-letter view). */
  peek(): { body: string; groupId: string; receiveCount: number; sentAt: string }[] {
    return this.messages.map((m) => ({ body: m.body, groupId: m.groupId, receiveCount: m.receiveCount, sentAt: new Date(m.sentAt).toISOString() }));
  }

  private toRecord(message: Message): SQSRecord {
    return {
      messageId: message.id,
      receiptHandle: message.receiptHandle!,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
        SequenceNumber: String(message.sequence).padStart(20, '0'),
        MessageGroupId: message.groupId,
        MessageDeduplicationId: message.deduplicationId,
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(message.body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: this.arn,
      awsRegion: 'us-east-1',
    };
  }
}

// biome-ignore lint/suspicious/noConfusingVoidType: a Lambda handler may return nothing, as the AWS types say
type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface QueueConsumer {
  /** Ends polling; resolves once an in-flight handler call has returned. */
  stop(): Promise<void>;
}

/**
 * The local stand-in for a Lambda event source mapping on a FIFO queue with
 * ReportBatchItemFailures: each batch holds one message group's messages (at most
 * `batchSize`), up to `concurrency` batches of different groups run at once, as Lambda
 * scales across groups. What the handler did not report as failed is deleted; the failed
 * (or, if it throws, the whole batch) come back after their visibility timeout.
 */
export const startQueueConsumer = (options: {
  queue: LocalFifoQueue;
  handler: QueueHandler;
  batchSize?: number;
  concurrency?: number;
  pollIntervalMs?: number;
}): QueueConsumer => {
  const { queue, handler, batchSize = 10, concurrency = 10, pollIntervalMs = 50 } = options;
  let running = true;
  const inFlight = new Set<Promise<void>>();

  const invoke = async (records: SQSRecord[]) => {
    try {
      const response = await handler({ Records: records });
      const failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      for (const record of records) if (!failed.has(record.messageId)) queue.delete(record.receiptHandle);
    } catch (error) {
      console.error(`local queue ${queue.arn}: handler failed; the batch comes back after its visibility timeout`, error);
    }
  };

  const loop = (async () => {
    while (running) {
      const room = concurrency - inFlight.size;
      const records = room > 0 ? queue.receive(room * batchSize, batchSize) : [];
      const groups = new Map<string, SQSRecord[]>();
      for (const record of records) groups.set(record.attributes.MessageGroupId!, [...(groups.get(record.attributes.MessageGroupId!) ?? []), record]);
      for (const batch of groups.values()) {
        const invocation: Promise<void> = invoke(batch).finally(() => inFlight.delete(invocation));
        inFlight.add(invocation);
      }
      if (!records.length) await Promise.race([sleep(pollIntervalMs), ...inFlight]);
    }
    await Promise.all(inFlight);
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
};
