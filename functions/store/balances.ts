import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Cents } from '../core/money';
import { ddb, TABLE_NAME } from './client';
import { keys } from './keys';

/** Current balances of the given ledger accounts; an account never written holds 0. */
export const getBalances = async (accountIds: string[]): Promise<Map<string, Cents>> => {
  const { Responses } = await ddb.send(
    new BatchGetCommand({
      RequestItems: { [TABLE_NAME]: { Keys: accountIds.map((id) => keys.account(id)), ConsistentRead: true } },
    }),
  );
  const found = new Map((Responses?.[TABLE_NAME] ?? []).map((item) => [item.account_id as string, item.balance as Cents]));
  return new Map(accountIds.map((id) => [id, found.get(id) ?? 0]));
};
