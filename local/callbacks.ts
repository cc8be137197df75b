import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type CallbackMessage, useCallbackQueue } from '../functions/adapters/callbacks/callback-queue';
import { CALLBACK_BATCH_SIZE, OUTBOX_PIPE } from '../functions/manifest/outbox-pipe';
import { config } from '../functions/platform/settings';
import { eventFilter } from '../functions/platform/workflow/event-filter';
import { count } from './instrumentation';
import { localLambdaContext } from './lambda-context';
import { LocalFifoQueue, type QueueConsumer, startQueueConsumer } from './queue';
import { type StreamPoller, startStreamPoller } from './stream-poller';

/** The sender's timeout (lib/callbacks.ts); locally also the queues' visibility timeout, kept short. */
const SENDER_TIMEOUT_MS = 30_000;

type SenderHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface LocalCallbacks {
  deadLetterQueue: LocalFifoQueue;
  stop(): Promise<void>;
}

/** The value a pipe's JSON path (`$.a.b.c`) names in a record. */
const valueAt = (record: object, path: string): string =>
  String(
    path
      .slice(2)
      .split('.')
      .reduce<any>((value, key) => value?.[key], record),
  );

/**
 * The callback path of lib/callbacks.ts, on this machine: the pipe (a stream reader with the
 * pipe's filter, group and deduplication ids) into a FIFO queue whose redrive policy parks a
 * message in the dead-letter queue after the retry policy's last attempt, consumed by the
 * real sender handler with partial batch responses.
 */
export const startLocalCallbacks = async (options: { endpoint: string; tableName: string; sender: SenderHandler }): Promise<LocalCallbacks> => {
  const deadLetterQueue = new LocalFifoQueue({ name: 'handoff-callbacks-dlq.fifo', visibilityTimeoutMs: SENDER_TIMEOUT_MS });
  const queue = new LocalFifoQueue({
    name: 'handoff-callbacks.fifo',
    visibilityTimeoutMs: SENDER_TIMEOUT_MS,
    maxReceiveCount: config.callbacks.retry.maxAttempts,
    deadLetterQueue,
  });
  const enqueue = (message: CallbackMessage) => {
    count('queue.messages', 'callbacks');
    queue.send(message);
  };
  useCallbackQueue({
    retryAfter: async (receiptHandle, delayMs) => queue.changeVisibility(receiptHandle, delayMs),
    send: async (message) => enqueue(message),
  });

  let pipe: StreamPoller | undefined;
  let consumer: QueueConsumer | undefined;
  try {
    // The outbox pipe of lib/callbacks.ts: a stream reader with its filter, group and deduplication ids.
    pipe = await startStreamPoller({
      endpoint: options.endpoint,
      tableName: options.tableName,
      filter: eventFilter(OUTBOX_PIPE.filterPatterns),
      maxRetries: OUTBOX_PIPE.maximumRetryAttempts,
      handler: async ({ Records }) => {
        for (const record of Records) {
          enqueue({
            body: JSON.stringify(record),
            groupId: valueAt(record, OUTBOX_PIPE.messageGroupId),
            deduplicationId: valueAt(record, OUTBOX_PIPE.messageDeduplicationId),
          });
        }
      },
    });
    // One message per invocation, as the event source mapping in lib/callbacks.ts.
    consumer = startQueueConsumer({
      queue,
      batchSize: CALLBACK_BATCH_SIZE,
      handler: (event) => options.sender(event, localLambdaContext('handoff-callbacks-send', { timeoutMs: SENDER_TIMEOUT_MS })),
    });
  } catch (error) {
    await pipe?.stop();
    throw error;
  }
  return {
    deadLetterQueue,
    stop: async () => {
      await pipe?.stop();
      await consumer?.stop();
    },
  };
};
