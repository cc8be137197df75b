import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accounts } from '../core/accounts';
import { errors } from '../core/errors';
import { entries } from '../core/ledger';
import type { Payout } from '../core/payouts';
import { ddb, TABLE_NAME } from './client';
import { keys } from './keys';
import { balanceUpdateIndex, entryItems } from './ledger';
import { ConditionFailed, transactWrite, type TransactItem } from './transactions';

/** Records the payout and takes its amount out of the operator's available balance, in one transaction. */
export const createPayout = async (payout: Payout, extraItems: TransactItem[]): Promise<void> => {
  const entry = entries.payout(payout.operator_id, payout.payout_id, payout.amount_cents);
  try {
    await transactWrite([
      { Put: { TableName: TABLE_NAME, Item: { ...keys.payout(payout.payout_id), ...payout }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...entryItems(entry, payout.created_at),
      ...extraItems,
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.index === 1 + balanceUpdateIndex(entry, accounts.operatorAvailable(payout.operator_id))) {
      throw errors.insufficientAvailableBalance();
    }
    if (error.index > entry.postings.length * 2 + 1) throw errors.idempotencyInFlight();
    throw error;
  }
};

export const getPayout = async (payoutId: string): Promise<Payout | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.payout(payoutId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...payout } = Item;
  return payout as Payout;
};

/** PENDING_ONCHAIN -> CONFIRMED, once; returns the payout as it stands afterwards. */
export const confirmPayout = async (payoutId: string, txHash: string, at: string): Promise<Payout> => {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: keys.payout(payoutId),
        UpdateExpression: 'SET #status = :confirmed, tx_hash = :tx, confirmed_at = :at',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'CONFIRMED', ':pending': 'PENDING_ONCHAIN', ':tx': txHash, ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { pk: _pk, sk: _sk, ...payout } = Attributes!;
    return payout as Payout;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return (await getPayout(payoutId))!;
    throw error;
  }
};
