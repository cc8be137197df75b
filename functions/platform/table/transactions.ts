import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../kernel/conditions';
import { afterConflict, ddb, MAX_CONFLICT_RETRIES } from './client';
import { type Contribution, contributed } from './contribution';
import { failedItem } from './failed-item';
import type { TransactItem } from './transact-item';

export type { TransactItem } from './transact-item';

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
        throw new ConditionFailed(items[failed]?.condition, item && (await failedItem(item)), failed);
      }
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await afterConflict(attempt);
    }
  }
};

/**
 * Commits a store's own `items` with what other modules contribute, all or nothing (transactWrite).
 * A contributed condition that fails throws its contributor's refusal; the store's own conditions
 * fail as ConditionFailed, for the store to translate.
 */
export const commitWith = async (items: readonly TransactItem[], contribution: Contribution): Promise<void> => {
  const { items: added, refusals } = contributed(contribution);
  if (items.length + added.length === 0) return;
  try {
    await transactWrite([...items, ...added]);
  } catch (error) {
    if (!(error instanceof ConditionFailed) || error.position < items.length || !error.condition) throw error;
    const refusal = refusals[error.condition];
    throw refusal ? refusal(error.item) : error;
  }
};
