import type { Cents } from '../../../../platform/kernel/money';
import { TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { getAll, queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import { mayGoNegative } from '../domain/accounts';
import type { JournalEntry } from '../domain/ledger';
import { ledgerKeys } from './keys';
import { accountBalanceItem, accountLineItem, lineEntry } from './ledger-item';

/**
 * The items that post `entry`: one statement line per account, each carrying the whole entry (the
 * journal is its lines: contexts/money/ledger/domain/ledger.ts JournalEntry), and each balance update. A line is written only
 * where none of the entry is ('entry_absent'), so an entry is posted once. Debits carry a condition
 * that the balance covers them ('balance_covers'), so no account outside `external:` goes below
 * zero; every entry of contexts/money/ledger/domain/ledger.ts debits at most one such account, so the name tells which one
 * fell short. Include them in the same transaction as the business change that causes the movement.
 */
export const entryItems = (entry: JournalEntry, at: string): TransactItem[] =>
  entry.postings.flatMap(({ account, amount }): TransactItem[] => [
    {
      Put: {
        TableName: TABLE_NAME,
        Item: {
          ...ledgerKeys.accountLine(account, entry.entryId),
          entry_id: entry.entryId,
          kind: entry.kind,
          amount,
          task_id: entry.taskId,
          postings: entry.postings,
          created_at: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
      condition: 'entry_absent',
    },
    {
      Update: {
        TableName: TABLE_NAME,
        Key: ledgerKeys.account(account),
        UpdateExpression: 'SET account_id = :account, updated_at = :at ADD balance :amount',
        ...(amount < 0 && !mayGoNegative(account)
          ? {
              ConditionExpression: 'balance >= :needed',
              // What a refusal reports: the balance it found (a 402 names the shortfall).
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
              ExpressionAttributeValues: { ':account': account, ':at': at, ':amount': amount, ':needed': -amount },
            }
          : { ExpressionAttributeValues: { ':account': account, ':at': at, ':amount': amount } }),
      },
      condition: 'balance_covers',
    },
  ]);

/**
 * `entry` posted within another module's transaction: a debit its account does not cover is refused
 * as `shortOf` names it, given the shortfall against the balance the transaction found (at least 1 cent).
 */
export const entryContribution = (entry: JournalEntry, at: string, shortOf: (shortfall: Cents) => Error): Contribution =>
  contribution(entryItems(entry, at), {
    balance_covers: (found) => {
      const needed = -(entry.postings.find(({ account, amount }) => amount < 0 && !mayGoNegative(account))?.amount ?? 0);
      const balance = typeof found?.balance === 'number' ? found.balance : 0;
      return shortOf(Math.max(1, needed - balance));
    },
  });

/** Current balances of the given accounts; an account never written holds 0. */
export const getBalances = async (accountIds: string[]): Promise<Map<string, Cents>> => {
  const items = (await getAll(accountIds.map((id) => ledgerKeys.account(id)))).map((item) => parseItem(accountBalanceItem, item));
  const found = new Map(items.map((item) => [item.account_id, item.balance]));
  return new Map(accountIds.map((id) => [id, found.get(id) ?? 0]));
};

/** An account's balance item and statement line items, read from its one partition. */
const queryAccount = async (accountId: string) => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': ledgerKeys.account(accountId).pk },
    ConsistentRead: true,
  });
  const balanceItem = items.find((item) => item.sk === ledgerKeys.account(accountId).sk);
  return {
    balance: balanceItem ? parseItem(accountBalanceItem, balanceItem).balance : 0,
    lines: items.filter((item) => item !== balanceItem).map((item) => parseItem(accountLineItem, item)),
  };
};

/** An account's balance and statement lines. */
export const readAccount = async (accountId: string) => {
  const { balance, lines } = await queryAccount(accountId);
  return {
    balance,
    lines: lines.map((line) => ({ entryId: line.entry_id, amount: line.amount, kind: line.kind, createdAt: line.created_at, taskId: line.task_id })),
  };
};

/** An account's balance and, per statement line, its amount and the entry it carries. */
export const readAccountEntries = async (accountId: string) => {
  const { balance, lines } = await queryAccount(accountId);
  return { balance, lines: lines.map((line) => ({ entryId: line.entry_id, amount: line.amount, entry: lineEntry(line) })) };
};
