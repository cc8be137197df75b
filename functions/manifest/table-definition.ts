import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table, described once. The CDK table (lib/data.ts) and the table the local
 * stack creates (local/dynamodb-local.ts) are both built from this.
 */
export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  // Each index projects only what its query filters on: an index copy is rewritten whenever
  // a projected attribute changes, and a task changes status some seven times, so projecting
  // the whole task would write it three times over. Pages are then read from the table by key.
  globalIndexes: [
    // gsi1: a parent's children in time order (an agent's tasks, filtered by a final status: a
    // status that changes at every move would rewrite the entry each time; contexts/work/tasks/store/tasks-store.ts).
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projected: ['final_status'] },
    // gsi2: items by a state worth browsing (open tasks for operators, by type and deadline; an operator's work).
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projected: ['deadline', 'task_type'] },
    // gsi3: items by when something is due (task deadlines and approval windows): keys only.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projected: [] },
    // gsi4: open tasks by place (geohash cells; contexts/work/tasks/domain/near.ts): the sort key carries the point.
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projected: ['deadline', 'task_type'] },
  ],
  /** Epoch seconds; DynamoDB deletes expired items (idempotency records, used tokens). */
  ttlAttribute: 'expires_at',
  /** The stream carries outbox events to the callback sender. */
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE_DEFINITION.globalIndexes)[number]['indexName'];

export const createTableInput = (tableName: string): CreateTableCommandInput => {
  const { partitionKey, sortKey, globalIndexes, streamView } = TABLE_DEFINITION;
  const keyAttributes = [partitionKey, sortKey, ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: index.projected.length ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projected] } : { ProjectionType: 'KEYS_ONLY' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: streamView },
  };
};
