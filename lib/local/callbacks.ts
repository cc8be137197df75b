import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { CALLBACK_BATCH_SIZE, CALLBACK_PIPE, passesCallbackPipe } from '../../functions/callbacks/outbox-pipe';
import { useRetryQueue } from '../../functions/callbacks/retry-queue';
import { callbackRetryPolicy } from '../../functions/config';
import { LocalFifoQueue, startQueueConsumer, type QueueConsumer } from './queue';
import { startStreamPoller, type StreamPoller } from './stream-poller';

type SenderHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface LocalCallbacks {
  queue: LocalFifoQueue;
  deadLetterQueue: LocalFifoQueue;
  stop(): Promise<void>;
}

/** The value a pipe's JSON path (`$.a.b.c`) names in a record. */
const valueAt = (record: object, path: string): string =>
  String(path.slice(2).split('.').reduce<any>((value, key) => value?.[key], record));

const lambdaContext = (): Context =>
  ({
    functionName: 'handoff-callbacks-send',
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 60_000,
  }) as Context;

/**
 * The callback path of lib/callbacks.ts, on this machine: the pipe (a stream reader with the
 * pipe's filter, group and deduplication ids) into a FIFO queue whose redrive policy parks a
 * message in the dead-letter queue after the retry policy's last attempt, consumed by the
 * real sender handler with partial batch responses.
 */
export const startLocalCallbacks = async (options: {
  endpoint: string;
  tableName: string;
  sender: SenderHandler;
  visibilityTimeoutMs?: number;
}): Promise<LocalCallbacks> => {
  const deadLetterQueue = new LocalFifoQueue({ name: 'handoff-callbacks-dlq.fifo', visibilityTimeoutMs: 30_000 });
  const queue = new LocalFifoQueue({
    name: 'handoff-callbacks.fifo',
    visibilityTimeoutMs: options.visibilityTimeoutMs ?? 30_000,
    maxReceiveCount: callbackRetryPolicy().maxAttempts,
    deadLetterQueue,
  });
  useRetryQueue({ retryAfter: async (receiptHandle, delayMs) => queue.changeVisibility(receiptHandle, delayMs) });

  let pipe: StreamPoller | undefined;
  let consumer: QueueConsumer | undefined;
  try {
    pipe = await startStreamPoller({
      endpoint: options.endpoint,
      tableName: options.tableName,
      filter: passesCallbackPipe,
      handler: async ({ Records }) => {
        for (const record of Records) {
          queue.send({
            body: JSON.stringify(record),
            groupId: valueAt(record, CALLBACK_PIPE.messageGroupId),
            deduplicationId: valueAt(record, CALLBACK_PIPE.messageDeduplicationId),
          });
        }
      },
    });
    // One message per invocation, as the event source mapping in lib/callbacks.ts.
    consumer = startQueueConsumer({ queue, batchSize: CALLBACK_BATCH_SIZE, handler: (event) => options.sender(event, lambdaContext()) });
  } catch (error) {
    await pipe?.stop();
    throw error;
  }
  return {
    queue,
    deadLetterQueue,
    stop: async () => {
      await pipe?.stop();
      await consumer?.stop();
    },
  };
};
