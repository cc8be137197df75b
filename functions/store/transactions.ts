import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { ddb } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A condition in the transaction failed: the world is not as the caller assumed. */
export class ConditionFailed extends Error {
  override readonly name = 'ConditionFailed';

  /** `index` is the position of the first item whose condition failed. */
  constructor(
    readonly index: number,
    readonly item: Record<string, unknown> | undefined,
  ) {
    super(`Transaction condition failed at item ${index}`);
  }
}

const MAX_CONFLICT_RETRIES = 8;

/**
 * Writes all items or none. A failed condition becomes ConditionFailed (with the item's
 * current state when the item asked for ALL_OLD); a transaction that collided with another
 * one in flight (TransactionConflict) is retried with jittered backoff, since no condition
 * was evaluated against it.
 */
export const transactWrite = async (items: TransactItem[], token?: string): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) {
        const item = reasons[failed]?.Item;
        throw new ConditionFailed(failed, item && unmarshall(item));
      }
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
};
