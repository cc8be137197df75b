import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ConditionFailed, type ConditionName } from '../kernel/conditions';
import { afterConflict, ddb, MAX_CONFLICT_RETRIES } from './client';

/** A transaction item, with the name of its condition if it has one. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number] & { condition?: ConditionName };

/**
 * Writes all items or none. A failed condition becomes ConditionFailed (with the item's
 * current state when the item asked for ALL_OLD); a transaction that collided with another
 * one in flight (TransactionConflict) is retried with jittered backoff, since no condition
 * was evaluated against it.
 */
export const transactWrite = async (items: TransactItem[], token?: string): Promise<void> => {
  const transactItems = items.map(({ condition: _condition, ...item }) => item);
  for (let attempt = 0; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: transactItems, ClientRequestToken: token }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) {
        const item = reasons[failed]?.Item;
        throw new ConditionFailed(items[failed]?.condition, item && unmarshall(item), failed);
      }
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await afterConflict(attempt);
    }
  }
};
