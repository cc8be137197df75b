import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClient } from '../logging/aws-clients';
import { config } from '../settings';

/** Created once per process (Lambda container), reused by every request. */
export const ddb = awsClient(
  DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: config.dynamodbEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const TABLE_NAME = config.tableName;

/** How often a write that collided with a transaction in flight is tried again before its caller sees the conflict. */
export const MAX_CONFLICT_RETRIES = 8;

/** Waits before the next try after a conflict: jittered and doubling, about 10 ms first, 2.5 s at most. */
export const afterConflict = (attempt: number): Promise<void> => sleep(Math.random() * 10 * 2 ** attempt);

/**
 * A single write (put, update, delete) that meets a transaction in flight on its item is refused
 * with TransactionConflictException, which the SDK does not retry. It was not applied, and its
 * condition is evaluated again, so it is tried again here rather than reaching a client as a 500.
 * (A transaction's own conflicts come back as its cancellation reasons: transactions.ts.)
 */
ddb.middlewareStack.add(
  (next) => async (args) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await next(args);
      } catch (error) {
        if ((error as Error).name !== 'TransactionConflictException' || attempt >= MAX_CONFLICT_RETRIES) throw error;
        await afterConflict(attempt);
      }
    }
  },
  { step: 'initialize', name: 'retryTransactionConflicts' },
);
