import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

// biome-ignore lint/suspicious/noConfusingVoidType: a Lambda handler may return nothing, as the AWS types say
export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void> | DynamoDBBatchResponse | void;

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  handler: StreamHandler;
  /** Most records read per GetRecords call, so per invocation (the mapping's BatchSize). */
  batchSize?: number;
  /** Pause after a round of polls that found nothing new. */
  pollIntervalMs?: number;
  /** Like the mapping's filter criteria: records it rejects never reach the handler. */
  filter?: (record: DynamoDBRecord) => boolean;
  /** Retries of a failing batch before it is skipped (the mapping's MaximumRetryAttempts). */
  maxRetries?: number;
  /** Delay before the first retry, doubled for each further one up to 2 s. */
  retryDelayMs?: number;
  /** How often the shard list is re-read: DynamoDB (and DynamoDB Local) roll shards over every 4 hours. */
  shardRefreshMs?: number;
}

export interface StreamPoller {
  /** Ends polling; resolves once an in-flight handler call has returned. */
  stop(): Promise<void>;
}

interface Shard {
  id: string;
  parentId?: string;
  /** Where a fresh iterator starts: the start position, else the checkpoint (after the last handled record, or at a failed one). */
  from: { ShardIteratorType: ShardIteratorType; SequenceNumber?: string };
  iterator?: string;
  /** Closed and read to its end, or closed before the poller started. */
  done: boolean;
  /** Consecutive failed attempts at the record the checkpoint points at. */
  failures: number;
  retryAt: number;
}

/** The record as Lambda's JSON event carries it: binary values in base64, the creation time in epoch seconds. */
const toLambdaRecord = (record: _Record, eventSourceARN: string): DynamoDBRecord => {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  const shaped = {
    ...record,
    dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: created && Math.floor(created.getTime() / 1000) },
    eventSourceARN,
  };
  return JSON.parse(JSON.stringify(shaped, (_key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value)));
};

/**
 * The local stand-in for a Lambda event source mapping on the table's stream, with
 * ReportBatchItemFailures: each shard's records reach `handler` in order and at least once.
 * Resolves once positioned, so every write after that is delivered.
 */
export const startStreamPoller = async (options: StreamPollerOptions): Promise<StreamPoller> => {
  const { endpoint, tableName, handler, filter, batchSize = 100, pollIntervalMs = 100, maxRetries = 10 } = options;
  const { retryDelayMs = 100, shardRefreshMs = 5000 } = options;
  const clientConfig = { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const tables = new DynamoDBClient(clientConfig);
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: tableName })).finally(() => tables.destroy());
  const streamArn = Table?.StreamSpecification?.StreamEnabled ? Table.LatestStreamArn : undefined;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream enabled`);

  const streams = new DynamoDBStreamsClient(clientConfig);
  const abort = new AbortController();
  const { signal } = abort;
  const shards = new Map<string, Shard>();

  /** Adds shards not seen before: at start read from LATEST, later ones (new since the start) from their beginning. */
  const discover = async (atStart: boolean) => {
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }), {
        abortSignal: signal,
      });
      for (const { ShardId, ParentShardId, SequenceNumberRange } of StreamDescription?.Shards ?? []) {
        if (!ShardId || shards.has(ShardId)) continue;
        shards.set(ShardId, {
          id: ShardId,
          parentId: ParentShardId,
          from: { ShardIteratorType: atStart ? 'LATEST' : 'TRIM_HORIZON' },
          // A shard closed before the start holds only records from before the start.
          done: atStart && SequenceNumberRange?.EndingSequenceNumber !== undefined,
          failures: 0,
          retryAt: 0,
        });
      }
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
  };

  const iteratorFor = async (shard: Shard) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.id, ...shard.from }), { abortSignal: signal }))
      .ShardIterator;

  /** Index in `batch` of the first record to retry, or undefined when the batch succeeded. */
  const invoke = async (batch: DynamoDBRecord[]): Promise<number | undefined> => {
    try {
      const response = (await handler({ Records: batch })) as DynamoDBBatchResponse | undefined;
      const failed = (response?.batchItemFailures ?? []).map(({ itemIdentifier }) =>
        batch.findIndex((record) => record.dynamodb?.SequenceNumber === itemIdentifier),
      );
      if (!failed.length) return undefined;
      // As in Lambda: an identifier naming no record of the batch fails the whole batch.
      return failed.includes(-1) ? 0 : Math.min(...failed);
    } catch (error) {
      console.error('stream poller: handler failed', error);
      return 0;
    }
  };

  /** One GetRecords and, if it found records the filter keeps, one invocation. True if it read records. */
  const poll = async (shard: Shard): Promise<boolean> => {
    shard.iterator ??= await iteratorFor(shard);
    const page = await streams
      .send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: batchSize }), { abortSignal: signal })
      .catch((error: Error) => {
        if (error.name !== 'ExpiredIteratorException') throw error;
        shard.iterator = undefined; // idle for 15 minutes (a slow handler): start again from the checkpoint
      });
    if (!page) return false;
    const records = page.Records ?? [];
    const batch = records.map((record) => toLambdaRecord(record, streamArn)).filter((record) => !filter || filter(record));
    const failedAt = batch.length ? await invoke(batch) : undefined;
    if (failedAt !== undefined) {
      const SequenceNumber = batch[failedAt]!.dynamodb!.SequenceNumber!;
      const again = shard.from.ShardIteratorType === 'AT_SEQUENCE_NUMBER' && shard.from.SequenceNumber === SequenceNumber;
      shard.failures = again ? shard.failures + 1 : 1;
      if (shard.failures <= maxRetries) {
        // Records before the failed one count as done; the next batch starts at the failed one.
        shard.from = { ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber };
        shard.iterator = undefined;
        shard.retryAt = Date.now() + Math.min(retryDelayMs * 2 ** (shard.failures - 1), 2000);
        return false;
      }
      // In AWS these would go to the mapping's on-failure destination.
      const skipped = batch.slice(failedAt).map((record) => record.dynamodb?.SequenceNumber);
      console.error(`stream poller: skipping records ${skipped.join(', ')} of shard ${shard.id} after ${maxRetries} retries`);
    }
    shard.failures = 0;
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) shard.from = { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: last };
    shard.iterator = page.NextShardIterator;
    shard.done = !page.NextShardIterator; // no next iterator: the shard is closed and read to its end
    return records.length > 0;
  };

  try {
    await discover(true);
    // LATEST is fixed when the iterator is made: take it now, so nothing written after start is missed.
    for (const shard of shards.values()) if (!shard.done) shard.iterator = await iteratorFor(shard);
  } catch (error) {
    streams.destroy();
    throw error;
  }

  const run = async () => {
    let nextDiscovery = Date.now() + shardRefreshMs;
    while (!signal.aborted) {
      try {
        if (Date.now() >= nextDiscovery) {
          await discover(false);
          nextDiscovery = Date.now() + shardRefreshMs;
        }
        let busy = false;
        for (const shard of shards.values()) {
          const parent = shard.parentId === undefined ? undefined : shards.get(shard.parentId);
          if (shard.done || (parent && !parent.done) || shard.retryAt > Date.now() || signal.aborted) continue;
          busy = (await poll(shard)) || busy;
          if (shard.done) nextDiscovery = 0; // its children, if not listed yet, are due
        }
        // Records found: there may be more, so poll again at once.
        if (!busy) await sleep(pollIntervalMs, undefined, { signal });
      } catch (error) {
        if (signal.aborted) break;
        console.error('stream poller: polling failed, retrying', error);
        await sleep(1000, undefined, { signal }).catch(() => undefined);
      }
    }
  };
  const running = run();

  return {
    stop: async () => {
      abort.abort();
      await running;
      streams.destroy();
    },
  };
};
