import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { type StreamPoller, type StreamPollerOptions, startStreamPoller } from '../../local/stream-poller';

const pollers: StreamPoller[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
  vi.restoreAllMocks();
});

/** Items of one test: a pk prefix no other test (or test file, sharing the table) writes. */
const scope = () => {
  const prefix = `STREAM_TEST#${randomUUID()}#`;
  return {
    key: (name: string) => ({ pk: `${prefix}${name}`, sk: 'ITEM' }),
    put: (name: string, extra: Record<string, unknown> = {}) =>
      ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: { pk: `${prefix}${name}`, sk: 'ITEM', ...extra } })),
    mine: (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S?.startsWith(prefix) ?? false,
    name: (record: DynamoDBRecord) => record.dynamodb!.Keys!.pk!.S!.slice(prefix.length),
  };
};

const start = async (options: Pick<StreamPollerOptions, 'handler' | 'filter'> & Partial<StreamPollerOptions>) => {
  const poller = await startStreamPoller({ endpoint: inject('dynamodbEndpoint'), tableName: inject('tableName'), ...options });
  pollers.push(poller);
  return poller;
};

const waitFor = async (condition: () => boolean, what: string, timeoutMs = 5000) => {
  for (const until = Date.now() + timeoutMs; !condition(); await sleep(20)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
  }
};

describe('The local stream poller', () => {
  it('delivers inserts, updates and removes in write order, shaped as Lambda stream records', async () => {
    const items = scope();
    const seen: DynamoDBRecord[] = [];
    await start({ filter: items.mine, handler: ({ Records }) => void seen.push(...Records) });

    await items.put('a', { n: 1, blob: new Uint8Array([1, 2, 3]) });
    await items.put('b');
    await ddb.send(
      new UpdateCommand({ TableName: TABLE_NAME, Key: items.key('a'), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 2 } }),
    );
    await ddb.send(new DeleteCommand({ TableName: TABLE_NAME, Key: items.key('b') }));
    await waitFor(() => seen.length >= 4, 'four records');

    expect(seen.map((record) => [record.eventName, items.name(record)])).toEqual([
      ['INSERT', 'a'],
      ['INSERT', 'b'],
      ['MODIFY', 'a'],
      ['REMOVE', 'b'],
    ]);
    const [insert, , modify, remove] = seen;
    expect(insert).toMatchObject({
      eventID: expect.any(String),
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: expect.any(String),
      eventSourceARN: expect.stringMatching(/^arn:aws:dynamodb:.*:table\/handoff-test\/stream\//),
      dynamodb: {
        Keys: { pk: { S: items.key('a').pk }, sk: { S: 'ITEM' } },
        NewImage: { pk: { S: items.key('a').pk }, sk: { S: 'ITEM' }, n: { N: '1' }, blob: { B: 'AQID' } },
        SequenceNumber: expect.stringMatching(/^\d+$/),
        SizeBytes: expect.any(Number),
        StreamViewType: 'NEW_AND_OLD_IMAGES',
        ApproximateCreationDateTime: expect.any(Number),
      },
    });
    expect(insert!.dynamodb).not.toHaveProperty('OldImage');
    expect(modify!.dynamodb).toMatchObject({ OldImage: { n: { N: '1' } }, NewImage: { n: { N: '2' } } });
    expect(remove!.dynamodb).toMatchObject({ OldImage: { pk: { S: items.key('b').pk } } });
    expect(remove!.dynamodb).not.toHaveProperty('NewImage');
    const sequence = seen.map((record) => BigInt(record.dynamodb!.SequenceNumber!));
    expect(sequence).toEqual([...sequence].sort((x, y) => (x < y ? -1 : 1)));
  });

  it('delivers only what is written after it started, and only records its filter keeps', async () => {
    const items = scope();
    await items.put('before');
    const seen: string[] = [];
    await start({
      filter: (record) => items.mine(record) && !items.name(record).startsWith('skip'),
      handler: ({ Records }) => void seen.push(...Records.map(items.name)),
    });

    await items.put('skip-me');
    await items.put('after');
    await waitFor(() => seen.includes('after'), 'the record written after start');

    expect(seen).toEqual(['after']);
  });

  it('redelivers a reported batch item failure together with the records after it, losing none', async () => {
    const items = scope();
    const invocations: string[][] = [];
    let released!: () => void;
    const allWritten = new Promise<void>((resolve) => (released = resolve));
    let failedOnce = false;
    await start({
      filter: items.mine,
      batchSize: 1000, // room for other test files' writes in between
      handler: async ({ Records }): Promise<DynamoDBBatchResponse> => {
        invocations.push(Records.map(items.name));
        // Hold the first batch until the rest is written, so the rest arrives as one batch.
        if (invocations.length === 1) await allWritten;
        const c = Records.find((record) => items.name(record) === 'c');
        if (!c || failedOnce) return { batchItemFailures: [] };
        failedOnce = true;
        return { batchItemFailures: [{ itemIdentifier: c.dynamodb!.SequenceNumber! }] };
      },
    });

    await items.put('a');
    await waitFor(() => invocations.length === 1, 'the first batch');
    for (const name of ['b', 'c', 'd', 'e']) await items.put(name);
    released();
    await waitFor(() => invocations.length >= 3, 'the retry');
    await sleep(300); // nothing more should come

    expect(invocations).toEqual([['a'], ['b', 'c', 'd', 'e'], ['c', 'd', 'e']]);
  });

  it('retries a batch whose handler throws, then skips it after the maximum retries', async () => {
    const items = scope();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const delivered: string[] = [];
    await start({
      filter: items.mine,
      maxRetries: 2,
      retryDelayMs: 10,
      handler: ({ Records }) => {
        delivered.push(...Records.map(items.name));
        if (Records.some((record) => items.name(record) === 'poison')) throw new Error('cannot handle this');
      },
    });

    await items.put('poison');
    await waitFor(() => delivered.filter((name) => name === 'poison').length === 3, 'three attempts');
    await items.put('next');
    await waitFor(() => delivered.includes('next'), 'the next record');

    expect(delivered).toEqual(['poison', 'poison', 'poison', 'next']);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/skipping records \d+ of shard .* after 2 retries/));
  });

  it('waits for an in-flight handler on stop, and delivers nothing afterwards', async () => {
    const items = scope();
    const seen: string[] = [];
    let finish!: () => void;
    const handlerDone = new Promise<void>((resolve) => (finish = resolve));
    const poller = await start({
      filter: items.mine,
      handler: async ({ Records }) => {
        seen.push(...Records.map(items.name));
        await handlerDone;
      },
    });
    await items.put('first');
    await waitFor(() => seen.length === 1, 'the first record');

    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await sleep(200);
    expect(stopped).toBe(false);
    finish();
    await stopping;

    await items.put('second');
    await sleep(500); // several poll intervals
    expect(seen).toEqual(['first']);
  });
});
