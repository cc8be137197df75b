import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterConflict, ddb, MAX_CONFLICT_RETRIES, TABLE_NAME } from './client';

/** DynamoDB's limit of items in one BatchWriteItem request. */
const BATCH_SIZE = 25;

/**
 * Puts items that need neither a condition nor all-or-nothing: entries of an index that are
 * written again if the work is retried, and that a read tolerates missing meanwhile. A plain write
 * costs half a transactional one (1 unit per KB, not 2). What DynamoDB leaves unprocessed
 * (throttling) is sent again, with the same backoff as a conflict; still unprocessed after that, it throws.
 */
export const putAll = async (items: readonly Record<string, unknown>[]): Promise<void> => {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let pending: BatchWriteCommandInput['RequestItems'] = {
      [TABLE_NAME]: items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt > MAX_CONFLICT_RETRIES) throw new Error(`putAll: ${pending[TABLE_NAME]?.length ?? 0} items still unprocessed`);
      if (attempt > 0) await afterConflict(attempt - 1);
      pending = (await ddb.send(new BatchWriteCommand({ RequestItems: pending }))).UnprocessedItems;
    }
  }
};
