import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { TABLE_DEFINITION } from '../functions/manifest/table-definition';
import { count } from '../local/instrumentation';
import { type StreamPoller, startStreamPoller } from '../local/stream-poller';

/**
 * What the scale model (bench/scale-model.ts) is built from: the read and write units each
 * measured lifecycle spends on each partition, of the table (by `pk`) and of each index (by its
 * partition key). Reads are attributed from the commands and the capacity DynamoDB reports for
 * them; writes from the table's stream (old and new images), the only place where the index
 * partition an update leaves is seen. Units are AWS's, which the per-partition limits are in.
 *
 * Counted as `dynamodb.partition-units`, named by `partitionCountName`: summed per lifecycle, so
 * the model can tell the share of tasks that touched a partition.
 *
 * The same write units, of every record the service wrote in the measurement (the timer sweep
 * after the lifecycles too, which the scale model leaves out), are also summed by target as
 * `dynamodb.aws-write-units`: the cost report's DynamoDB writes at AWS's billing (bench/cost.ts),
 * since DynamoDB Local reports a transaction's units by rules of its own.
 */

export type PartitionTarget = 'table' | (typeof TABLE_DEFINITION.globalIndexes)[number]['indexName'];

export interface PartitionCount {
  kind: 'read' | 'write';
  target: PartitionTarget;
  partition: string;
  lifecycle: number;
}

export const PARTITION_COUNTER = 'dynamodb.partition-units';
export const AWS_WRITE_UNITS_COUNTER = 'dynamodb.aws-write-units';
/** The same units by who wrote what (bench/writes.ts): `[function, item kind, target, transactional]`. */
export const AWS_WRITES_COUNTER = 'dynamodb.aws-writes';
/** Item writes (stream records) by `[function, item kind]`, and their bytes summed (the larger of old and new image). */
export const AWS_ITEM_WRITES_COUNTER = 'dynamodb.aws-item-writes';
export const AWS_ITEM_BYTES_COUNTER = 'dynamodb.aws-item-bytes';
export const partitionCountName = (count: PartitionCount): string => JSON.stringify([count.kind, count.target, count.partition, count.lifecycle]);
export const parsePartitionCountName = (name: string): PartitionCount => {
  const [kind, target, partition, lifecycle] = JSON.parse(name) as [PartitionCount['kind'], PartitionTarget, string, number];
  return { kind, target, partition, lifecycle };
};

/** The measured lifecycle in progress (bench/work.ts sets it); no partition is attributed outside one. */
let lifecycle: number | undefined;
export const setLifecycle = (index: number | undefined): void => {
  lifecycle = index;
};

/**
 * Where the service last wrote each item from (pk, sk): in a transaction (2 write units per KB in
 * AWS) or not, and in which lifecycle (none: the sweep after them, whose records are nobody's).
 */
interface Writer {
  transactional: boolean;
  lifecycle: number | undefined;
  /** The function that wrote: the operation the bench's list of writes names (bench/writes.ts). */
  writer: string;
}
/**
 * The writes of each item not yet seen on the stream, oldest first: the stream lags the writes, so a
 * record is the oldest pending write's (a task item written by two requests in a row is each one's
 * once). A record with none pending (a write noted nowhere) is its item's last seen writer's.
 */
const lastWrites = new Map<string, Writer[]>();
const lastSeen = new Map<string, Writer>();
const itemId = (pk: unknown, sk: unknown) => `${String(pk)}\u0000${String(sk)}`;

const TRANSACTION_ITEMS = ['Put', 'Update', 'Delete'] as const;

/** The (pk, sk) of each item a write command changes. */
const writtenKeys = (command: string, input: Record<string, any>): { pk: unknown; sk: unknown }[] => {
  if (command === 'TransactWriteItemsCommand')
    return input.TransactItems.flatMap((item: Record<string, any>) =>
      TRANSACTION_ITEMS.filter((action) => item[action]).map((action) => item[action].Item ?? item[action].Key),
    );
  if (command === 'BatchWriteItemCommand')
    return Object.values<Record<string, any>[]>(input.RequestItems)
      .flat()
      .map((request) => request.PutRequest?.Item ?? request.DeleteRequest?.Key);
  if (command === 'PutItemCommand') return [input.Item];
  if (command === 'UpdateItemCommand' || command === 'DeleteItemCommand') return [input.Key];
  return [];
};

/** Called before a write command is sent from inside an invocation: its stream records are then the service's, of this lifecycle. */
export const noteWrite = (command: string, input: Record<string, any>, writer: string): void => {
  const transactional = command === 'TransactWriteItemsCommand';
  for (const key of writtenKeys(command, input)) {
    const id = itemId(key.pk, key.sk);
    lastWrites.set(id, [...(lastWrites.get(id) ?? []), { transactional, lifecycle, writer }]);
  }
};

/** Called when a write command failed: it left no stream record, so its items' pending writes lose it. */
export const forgetWrite = (command: string, input: Record<string, any>): void => {
  for (const key of writtenKeys(command, input)) lastWrites.get(itemId(key.pk, key.sk))?.pop();
};

/** The write a stream record of the item stands for: its oldest pending one. */
const writerOf = (id: string): Writer | undefined => {
  const writer = lastWrites.get(id)?.shift() ?? lastSeen.get(id);
  if (writer) lastSeen.set(id, writer);
  return writer;
};

/** An item's kind, from its keys without their ids: `TASK/EVENT`, `ACCOUNT/BALANCE`, `COMPLETIONS/*` (a sort key of ids and times). */
export const itemKind = (pk: string, sk: string): string => {
  const [skKind = ''] = sk.split('#');
  return `${pk.split('#')[0]}/${/^[A-Z_]+$/.test(skKind) ? skKind : '*'}`;
};

/** The partition key value a query's key condition names (`pk = :pk` or `gsi2pk = :open`). */
const queriedPartition = (input: Record<string, any>, hashKey: string): string | undefined => {
  const placeholder = new RegExp(`(?:^|\\W)${hashKey}\\s*=\\s*(:\\w+)`).exec(input.KeyConditionExpression ?? '')?.[1];
  return placeholder === undefined ? undefined : String(input.ExpressionAttributeValues?.[placeholder]);
};

const HASH_KEYS: Record<PartitionTarget, string> = Object.fromEntries([
  ['table', TABLE_DEFINITION.partitionKey],
  ...TABLE_DEFINITION.globalIndexes.map((index) => [index.indexName, index.partitionKey]),
]) as Record<PartitionTarget, string>;

/** A read unit covers 4 KB (half that for an eventually consistent read): an item's share of a batch's units. */
const readWeight = (item: Record<string, unknown> | undefined) => Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item ?? {})) / 4096));

/**
 * Attributes a read command's consumed units (`units`, as DynamoDB reported them) to the
 * partitions it read: a query's one partition; a batch's keys, each by its item's size.
 */
export const countRead = (command: string, input: Record<string, any>, output: Record<string, any>, units: number): void => {
  if (lifecycle === undefined || units === 0) return;
  const read = (target: PartitionTarget, partition: string | undefined, share: number) =>
    partition !== undefined && count(PARTITION_COUNTER, partitionCountName({ kind: 'read', target, partition, lifecycle: lifecycle! }), share);
  if (command === 'GetItemCommand') read('table', String(input.Key?.pk), units);
  else if (command === 'QueryCommand') {
    const target = (input.IndexName ?? 'table') as PartitionTarget;
    read(target, queriedPartition(input, HASH_KEYS[target]), units);
  } else if (command === 'BatchGetItemCommand') {
    const requests = Object.entries<Record<string, any>>(input.RequestItems);
    const found = new Map(
      requests.flatMap(([table]) => ((output.Responses?.[table] ?? []) as Record<string, unknown>[]).map((item) => [itemId(item.pk, item.sk), item])),
    );
    const weighted = requests.flatMap(([, request]) =>
      (request.Keys as Record<string, unknown>[]).map((key) => ({ key, weight: readWeight(found.get(itemId(key.pk, key.sk))) })),
    );
    const total = weighted.reduce((sum, { weight }) => sum + weight, 0);
    for (const { key, weight } of weighted) read('table', String(key.pk), (units * weight) / total);
  }
};

/** An attribute value's size as DynamoDB bills it (UTF-8 strings, binary bytes, about half a byte per digit of a number). */
const valueBytes = (value: AttributeValue): number => {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return Math.ceil(value.N.replace(/^-/, '').length / 2) + 1;
  // Lambda's stream records carry binary values in base64.
  if (value.B !== undefined) {
    const bytes = value.B as Uint8Array | string;
    return typeof bytes === 'string' ? Buffer.from(bytes, 'base64').length : bytes.length;
  }
  if (value.SS) return value.SS.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  if (value.NS) return value.NS.reduce((sum, n) => sum + Math.ceil(n.length / 2) + 1, 0);
  if (value.L) return 3 + value.L.reduce((sum, element) => sum + 1 + valueBytes(element), 0);
  if (value.M) return 3 + itemBytes(value.M);
  return 1;
};

/** An item's size as DynamoDB bills it: the names and values of its attributes. */
export const itemBytes = (item: Record<string, AttributeValue>): number =>
  Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);

/** AWS adds this much to each index entry's size (the index's own bookkeeping). */
const INDEX_ENTRY_OVERHEAD_BYTES = 100;
const KB = 1024;

type Image = Record<string, AttributeValue> | undefined;

/** An item's entry in an index (its keys and projected attributes), or undefined when the item is not in it. */
const indexEntry = (image: Image, index: (typeof TABLE_DEFINITION.globalIndexes)[number]) => {
  const partition = image?.[index.partitionKey]?.S;
  if (!image || partition === undefined || image[index.sortKey] === undefined) return undefined;
  const names = [TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey, index.partitionKey, index.sortKey, ...index.projected];
  const entry = Object.fromEntries(names.filter((name) => image[name] !== undefined).map((name) => [name, image[name]!]));
  return {
    partition,
    sortKey: JSON.stringify(image[index.sortKey]),
    body: JSON.stringify(entry),
    units: Math.ceil((itemBytes(entry) + INDEX_ENTRY_OVERHEAD_BYTES) / KB),
  };
};

/**
 * The write units one stream record stands for, by partition: the table item's (the larger of its
 * old and new size), and each index's, where an entry that moves between partitions or sort keys
 * is a delete and a put, and one whose projection is unchanged costs nothing. A transaction's are
 * counted twice, index entries too, as the cost report prices them (bench/cost.ts): whether AWS
 * bills an index write of a transaction at the transactional rate is not documented, and the model
 * had rather find a partition hot too soon than too late.
 */
export const recordWrites = (record: DynamoDBRecord, transactional: boolean): { target: PartitionTarget; partition: string; units: number }[] => {
  const image = record.dynamodb ?? {};
  const [before, after] = [image.OldImage, image.NewImage] as Image[];
  const pk = (image.Keys?.[TABLE_DEFINITION.partitionKey] as AttributeValue | undefined)?.S;
  if (pk === undefined) return [];
  const rate = transactional ? 2 : 1;
  const tableUnits = Math.max(1, Math.ceil(Math.max(before ? itemBytes(before) : 0, after ? itemBytes(after) : 0) / KB));
  const writes: { target: PartitionTarget; partition: string; units: number }[] = [{ target: 'table', partition: pk, units: tableUnits * rate }];
  for (const index of TABLE_DEFINITION.globalIndexes) {
    const [old, now] = [indexEntry(before, index), indexEntry(after, index)];
    if (old && now && old.partition === now.partition && old.sortKey === now.sortKey) {
      if (old.body !== now.body) writes.push({ target: index.indexName, partition: now.partition, units: Math.max(old.units, now.units) * rate });
      continue;
    }
    if (old) writes.push({ target: index.indexName, partition: old.partition, units: old.units * rate });
    if (now) writes.push({ target: index.indexName, partition: now.partition, units: now.units * rate });
  }
  return writes;
};

/**
 * Counts each stream record the service wrote: by target, and by partition when it was written
 * in a measured lifecycle. Records of writes the bench made itself (setting up agents) are not
 * the service's: no invocation noted them.
 */
export const countStreamWrites = (records: DynamoDBRecord[]): void => {
  for (const record of records) {
    const keys = record.dynamodb?.Keys as Record<string, AttributeValue> | undefined;
    const writer = writerOf(itemId(keys?.pk?.S, keys?.sk?.S));
    if (!writer) continue;
    const kind = itemKind(String(keys?.pk?.S), String(keys?.sk?.S));
    const item = JSON.stringify([writer.writer, kind]);
    count(AWS_ITEM_WRITES_COUNTER, item);
    const images = [record.dynamodb?.OldImage, record.dynamodb?.NewImage].filter(Boolean) as Record<string, AttributeValue>[];
    const bytes = Math.max(0, ...images.map(itemBytes));
    count(AWS_ITEM_BYTES_COUNTER, item, bytes);
    for (const { target, partition, units } of recordWrites(record, writer.transactional)) {
      count(AWS_WRITE_UNITS_COUNTER, target, units);
      count(AWS_WRITES_COUNTER, JSON.stringify([writer.writer, kind, target, writer.transactional]), units);
      if (writer.lifecycle !== undefined)
        count(PARTITION_COUNTER, partitionCountName({ kind: 'write', target, partition, lifecycle: writer.lifecycle }), units);
    }
  }
};

/** Reads the table's stream beside the local stack's own poller, for `countStreamWrites`. */
export const startPartitionWriteCounter = (endpoint: string, tableName: string): Promise<StreamPoller> =>
  startStreamPoller({ endpoint, tableName, handler: ({ Records }) => countStreamWrites(Records) });

/** Forgets the writes noted so far (the warm-up's and anything before): a new measurement starts. */
export const resetPartitionWrites = (): void => {
  lastWrites.clear();
  lastSeen.clear();
};
