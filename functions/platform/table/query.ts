import { setTimeout as sleep } from 'node:timers/promises';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, paginateQuery, paginateScan, QueryCommand, type QueryCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE_NAME } from './client';
import { platformKeys } from './keys';

/** An item as the table returns it: unchecked until its module parses it (items/). */
export type Item = Record<string, unknown>;
export interface ItemKey {
  pk: string;
  sk: string;
}

/** Every item a query matches, across all its pages. */
export const queryAll = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> => {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: ddb }, { TableName: TABLE_NAME, ...input })) items.push(...(page.Items ?? []));
  return items;
};

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'Select'>;

/** How many items a query matches (its filter applied), across all its pages; DynamoDB reads them but returns none. */
export const queryCount = async (input: QueryInput): Promise<number> => {
  let count = 0;
  for await (const page of paginateQuery({ client: ddb }, { TableName: TABLE_NAME, ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
};

/**
 * The first `want` items a query matches after `startKey`, reading no more than it must:
 * DynamoDB's `Limit` bounds the items a call evaluates (before the filter), so the first call
 * asks for `want` and, while a filter leaves the page short, each next call asks for at least as
 * many as were evaluated so far (a sparse filter takes a few calls, not one per match). It stops
 * at the end of the partition, at `want` matches (it may return more), or once `maxEvaluated`
 * items were evaluated. `resumeKey` is where reading stopped: absent at the end of the partition.
 * `refine` narrows each call's matches further (by what the index does not hold) and may answer
 * other items in their place (the table's, read for it).
 */
export const queryMatches = async (
  input: QueryInput,
  options: { startKey?: Record<string, unknown>; want: number; maxEvaluated: number; refine?: (items: Item[]) => Promise<Item[]> },
): Promise<{ items: Item[]; resumeKey?: Record<string, unknown> }> => {
  const items: Item[] = [];
  let evaluated = 0;
  let startKey = options.startKey;
  for (;;) {
    const limit = Math.min(Math.max(options.want - items.length, evaluated), options.maxEvaluated - evaluated);
    const page = await ddb.send(new QueryCommand({ TableName: TABLE_NAME, ...input, ExclusiveStartKey: startKey, Limit: limit }));
    items.push(...(options.refine ? await options.refine(page.Items ?? []) : (page.Items ?? [])));
    evaluated += page.ScannedCount ?? 0;
    startKey = page.LastEvaluatedKey;
    if (!startKey || items.length >= options.want || evaluated >= options.maxEvaluated) return { items, resumeKey: startKey };
  }
};

/**
 * Every item of the table, through a parallel Scan: `segments` Scans of a disjoint share each,
 * run at once, each page at most `pageSize` items (a bounded burst of read units, and of
 * memory: `visit` sees each item and nothing keeps the page). Eventually consistent reads cost
 * half; the ledger audit re-reads consistently what it finds. Returns the items scanned.
 */
export const scanSegments = async (
  options: { segments: number; pageSize: number; consistentRead: boolean },
  visit: (item: Item) => void,
): Promise<number> => {
  let scanned = 0;
  const segment = async (index: number) => {
    const input = { TableName: TABLE_NAME, Segment: index, TotalSegments: options.segments, ConsistentRead: options.consistentRead };
    for await (const page of paginateScan({ client: ddb, pageSize: options.pageSize }, input)) {
      for (const item of page.Items ?? []) visit(item);
      scanned += page.ScannedCount ?? 0;
    }
  };
  await Promise.all(Array.from({ length: options.segments }, (_, index) => segment(index)));
  return scanned;
};

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_GET_LIMIT = 100;
/** Tries for keys DynamoDB leaves unprocessed (it does so under load instead of failing). */
const UNPROCESSED_ATTEMPTS = 6;

const keyOf = (item: { pk?: unknown; sk?: unknown }): string => `${String(item.pk)}\u0000${String(item.sk)}`;

/**
 * The items with these keys, read consistently, in the order of the keys; keys without an
 * item are left out. Retries, with backoff, the keys a batch leaves unprocessed.
 */
export const getAll = async (itemKeys: ItemKey[]): Promise<Item[]> => {
  const unique = [...new Map(itemKeys.map((key) => [keyOf(key), { pk: key.pk, sk: key.sk }])).values()];
  const found = new Map<string, Item>();
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 1; pending.length; attempt++) {
      if (attempt > UNPROCESSED_ATTEMPTS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${UNPROCESSED_ATTEMPTS} tries`);
      if (attempt > 1) await sleep(25 * 2 ** attempt);
      const { Responses, UnprocessedKeys } = await ddb.send(
        new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of Responses?.[TABLE_NAME] ?? []) found.set(keyOf(item), item);
      pending = UnprocessedKeys?.[TABLE_NAME]?.Keys ?? [];
    }
  }
  return itemKeys.map((key) => found.get(keyOf(key))).filter((item) => item !== undefined);
};

/**
 * The timer index entries due at or before `now` across every shard, oldest first: tasks, callback
 * checks and chain checks alike, read once per sweep and split by kind by their readers.
 */
export const dueTimerEntries = async (now: Date): Promise<Item[]> =>
  (
    await Promise.all(
      platformKeys.timersPartitions.map((partition) =>
        queryAll({
          IndexName: 'gsi3',
          KeyConditionExpression: 'gsi3pk = :timers AND gsi3sk <= :upTo',
          ExpressionAttributeValues: { ':timers': partition, ':upTo': `${now.toISOString()}#~` },
        }),
      ),
    )
  )
    .flat()
    .sort((a, b) => String(a.gsi3sk).localeCompare(String(b.gsi3sk)));

/**
 * Takes a due check of the timer index for the sweep: counts the take in `counter` and moves the
 * check to `next`, conditioned on the check the sweep saw, so two sweeps cannot both take it and a
 * settlement that removed the check meanwhile wins. Answers false when it was not taken.
 */
export const takeDueCheck = async (key: ItemKey, take: { seen: string; next: string; counter: string; count: number }): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET #counter = :count, gsi3sk = :next',
        ConditionExpression: 'gsi3sk = :seen',
        ExpressionAttributeNames: { '#counter': take.counter },
        ExpressionAttributeValues: { ':count': take.count, ':next': take.next, ':seen': take.seen },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
