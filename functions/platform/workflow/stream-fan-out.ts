import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { invokeFunction, invokeFunctionAsync } from '../../adapters/lambda/invoke';
import { STREAM_CONSUMER_NAMES, STREAM_CONSUMERS, type StreamConsumer, type StreamConsumerName } from '../../manifest/stream-fan-out';
import { streamMetricsOf } from '../../manifest/stream-metrics';
import { withLogContext } from '../logging/handler-context';
import { logger } from '../logging/logger';
import { countMetric } from '../logging/metrics';
import { config } from '../settings';
import { eventFilter } from './event-filter';

/**
 * Runs one consumer on a stream event of its records, as its own event source mapping would: waiting
 * for the records it failed, or (its invocation Event) handing the event over without waiting.
 */
export interface StreamConsumers {
  invoke(consumer: StreamConsumerName, event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | undefined>;
}

/** Lambda: synchronously, the consumer's answer naming the records it failed; or as an event Lambda queues. */
const lambdaConsumers: StreamConsumers = {
  invoke: async (consumer, event) => {
    const functionName = config.streamConsumerFunctions[consumer];
    if (!functionName) throw new Error(`No function for the stream consumer ${consumer}`);
    if (STREAM_CONSUMERS[consumer].invocation === 'Event') return void (await invokeFunctionAsync(functionName, event));
    return (await invokeFunction(functionName, event)) as DynamoDBBatchResponse | undefined;
  },
};

let consumers: StreamConsumers | undefined;

/** The local stack runs the consumers in-process; Lambda invokes their functions. */
export const useStreamConsumers = (local: StreamConsumers): void => {
  consumers = local;
};

/**
 * Under Lambda's limits on an invocation's payload, with room for the event's wrapping: 6 MB waited
 * for (a stream record, two images of at most 400 KB each, always fits), 256 KB queued as an event
 * (the push sender's records are a task's, an event's, a message's or a payout's: a few KB).
 */
const MAX_PAYLOAD_BYTES = { RequestResponse: 5 * 1024 * 1024, Event: 200 * 1024 } as const;

/** `records` in order, in runs of at most `batchSize` whose JSON stays under `maxBytes`. */
const chunked = (records: DynamoDBRecord[], batchSize: number, maxBytes: number): DynamoDBRecord[][] => {
  const chunks: DynamoDBRecord[][] = [];
  let size = 0;
  for (const record of records) {
    const bytes = Buffer.byteLength(JSON.stringify(record));
    if (!chunks.length || chunks.at(-1)!.length >= batchSize || size + bytes > maxBytes) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)!.push(record);
    size += bytes;
  }
  return chunks;
};

const matchers = Object.fromEntries(STREAM_CONSUMER_NAMES.map((name) => [name, eventFilter(STREAM_CONSUMERS[name].patterns)])) as Record<
  StreamConsumerName,
  (record: unknown) => boolean
>;

/** Whether a record is still of use to a consumer (its creation time is in epoch seconds). */
const fresh = (name: StreamConsumerName, record: DynamoDBRecord, nowSeconds: number): boolean => {
  const consumer: StreamConsumer = STREAM_CONSUMERS[name];
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return consumer.maxRecordAgeSeconds === undefined || created === undefined || nowSeconds - created <= consumer.maxRecordAgeSeconds;
};

/** One consumer's records, chunk by chunk in order; the records it failed (at the first chunk that failed), or none. */
const deliver = async (name: StreamConsumerName, records: DynamoDBRecord[], nowSeconds: number) => {
  const mine = records.filter((record) => matchers[name](record) && fresh(name, record, nowSeconds));
  const { batchSize, invocation } = STREAM_CONSUMERS[name];
  for (const chunk of chunked(mine, batchSize, MAX_PAYLOAD_BYTES[invocation])) {
    try {
      const failed = (await (consumers ?? lambdaConsumers).invoke(name, { Records: chunk }))?.batchItemFailures ?? [];
      if (failed.length) return failed;
    } catch (error) {
      logger.error('Stream consumer failed', { consumer: name, error: error as Error });
      return [{ itemIdentifier: chunk[0]!.dynamodb!.SequenceNumber! }];
    }
  }
  return [];
};

/**
 * Counts the business metrics of the inserts (functions/manifest/stream-metrics.ts) before the first
 * failed record: Lambda gives the batch again from the earliest failure, so each insert is counted
 * once, in the run that is its last.
 */
const countInserts = (records: readonly DynamoDBRecord[], failed: readonly { itemIdentifier: string }[]): void => {
  const failedAt = new Set(failed.map((failure) => failure.itemIdentifier));
  for (const record of records) {
    if (failedAt.has(record.dynamodb?.SequenceNumber ?? '')) return;
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
    for (const [name, value] of streamMetricsOf(unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>))) countMetric(name, value);
  }
};

/**
 * The table stream's fan-out (functions/manifest/stream-fan-out.ts): each consumer is given the
 * records its patterns keep, all of them at once. The failures are reported (a consumer's records it
 * failed, or a chunk that could not be handed over), and Lambda gives the batch again from the
 * earliest: a consumer may so see a record again that it had handled, which each tolerates (a
 * workflow's start is named, a push is at most once more). It counts what the inserts count.
 */
export const handler = withLogContext(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const failures = (await Promise.all(STREAM_CONSUMER_NAMES.map((name) => deliver(name, event.Records, nowSeconds)))).flat();
  countInserts(event.Records, failures);
  return { batchItemFailures: failures };
});
