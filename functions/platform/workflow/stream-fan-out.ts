import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { invokeFunction } from '../../adapters/lambda/invoke';
import { STREAM_CONSUMER_NAMES, STREAM_CONSUMERS, type StreamConsumer, type StreamConsumerName } from '../../manifest/stream-fan-out';
import { withLogContext } from '../logging/handler-context';
import { logger } from '../logging/logger';
import { config } from '../settings';
import { eventFilter } from './event-filter';

/** Runs one consumer on a stream event of its records, as its own event source mapping would. */
export interface StreamConsumers {
  invoke(consumer: StreamConsumerName, event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | undefined>;
}

/** Lambda, synchronously: the consumer's answer names the records it failed. */
const lambdaConsumers: StreamConsumers = {
  invoke: async (consumer, event) => {
    const functionName = config.streamConsumerFunctions[consumer];
    if (!functionName) throw new Error(`No function for the stream consumer ${consumer}`);
    return (await invokeFunction(functionName, event)) as DynamoDBBatchResponse | undefined;
  },
};

let consumers: StreamConsumers | undefined;

/** The local stack runs the consumers in-process; Lambda invokes their functions. */
export const useStreamConsumers = (local: StreamConsumers): void => {
  consumers = local;
};

/**
 * Under Lambda's 6 MB for a synchronous invocation's payload, with room for the event's wrapping. A
 * stream record holds two images of at most 400 KB each, so one always fits.
 */
const MAX_PAYLOAD_BYTES = 5 * 1024 * 1024;

/** `records` in order, in runs of at most `batchSize` whose JSON stays under MAX_PAYLOAD_BYTES. */
const chunked = (records: DynamoDBRecord[], batchSize: number): DynamoDBRecord[][] => {
  const chunks: DynamoDBRecord[][] = [];
  let size = 0;
  for (const record of records) {
    const bytes = Buffer.byteLength(JSON.stringify(record));
    if (!chunks.length || chunks.at(-1)!.length >= batchSize || size + bytes > MAX_PAYLOAD_BYTES) {
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
  for (const chunk of chunked(mine, STREAM_CONSUMERS[name].batchSize)) {
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
 * The table stream's fan-out (functions/manifest/stream-fan-out.ts): each consumer is given the
 * records its patterns keep, all of them at once. The failures of both are reported, and Lambda gives
 * the batch again from the earliest: a consumer may so see a record again that it had handled, which
 * each tolerates (a workflow's start is named, a push is at most once more).
 */
export const handler = withLogContext(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const failures = await Promise.all(STREAM_CONSUMER_NAMES.map((name) => deliver(name, event.Records, nowSeconds)));
  return { batchItemFailures: failures.flat() };
});
