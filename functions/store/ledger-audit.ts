import { accounts } from '../core/accounts';
import { ledgerViolations, type JournalEntry } from '../core/ledger';
import type { Cents } from '../core/money';
import { keys } from './keys';
import { readAccount } from './ledger';
import { accountBalanceItem, accountLineItem, journalEntryItem } from './items/ledger';
import { itemKey, parseItem } from './items/read';
import { getAll, scanAll, type Item } from './query';
import { listAllAgentTasks, toTask } from './tasks';

type Line = { entryId: string; amount: Cents };

const toEntry = (item: Item): JournalEntry => parseItem(journalEntryItem, item);

const getEntries = async (entryIds: string[]): Promise<JournalEntry[]> => (await getAll(entryIds.map(keys.journalEntry))).map(toEntry);

const openHoldsOf = async (agentId: string): Promise<Cents> => {
  const tasks = await listAllAgentTasks(agentId);
  return tasks.reduce((sum, task) => sum + task.escrow_cents, 0);
};

/**
 * Checks the ledger invariants (core/ledger) for the accounts of the given agents and
 * operators: cheap enough to run after every scenario, and blind to other callers' traffic.
 */
export const auditParties = async (parties: { agentIds?: string[]; operatorIds?: string[] }): Promise<string[]> => {
  const accountIds = [
    ...(parties.agentIds ?? []).flatMap((id) => [accounts.agentDeposit(id), accounts.agentEscrow(id)]),
    ...(parties.operatorIds ?? []).flatMap((id) => [accounts.operatorPending(id), accounts.operatorAvailable(id)]),
  ];
  const balances = new Map<string, Cents>();
  const lines = new Map<string, Line[]>();
  for (const accountId of accountIds) {
    const account = await readAccount(accountId);
    balances.set(accountId, account.balance);
    lines.set(accountId, account.lines);
  }
  const entryIds = [...new Set([...lines.values()].flat().map((line) => line.entryId))];
  const openHolds = new Map<string, Cents>();
  for (const agentId of parties.agentIds ?? []) openHolds.set(agentId, await openHoldsOf(agentId));
  return ledgerViolations({ balances, lines, entries: await getEntries(entryIds), openHolds });
};

/**
 * Checks the whole ledger, every account and entry, including that all balances sum to
 * zero (deposits = deposit balances + escrow + operator balances + fees + payouts). A scan:
 * for audits and for the end of a test run, when nothing else is writing.
 */
export const auditWholeLedger = async (): Promise<string[]> => {
  const balances = new Map<string, Cents>();
  const lines = new Map<string, Line[]>();
  const journal: JournalEntry[] = [];
  const holds = new Map<string, Cents>();
  for await (const item of scanAll()) {
    const { pk, sk } = parseItem(itemKey, item);
    if (pk.startsWith('ACCOUNT#')) {
      const accountId = pk.slice('ACCOUNT#'.length);
      if (sk === 'BALANCE') balances.set(accountId, parseItem(accountBalanceItem, item).balance);
      else {
        const line = parseItem(accountLineItem, item);
        lines.set(accountId, [...(lines.get(accountId) ?? []), { entryId: line.entry_id, amount: line.amount }]);
      }
    } else if (pk.startsWith('JOURNAL#')) {
      journal.push(toEntry(item));
    } else if (pk.startsWith('TASK#') && sk === 'TASK') {
      const task = toTask(item);
      holds.set(task.agent_id, (holds.get(task.agent_id) ?? 0) + task.escrow_cents);
    }
  }
  for (const [agentId] of holds) if (!balances.has(accounts.agentEscrow(agentId))) balances.set(accounts.agentEscrow(agentId), 0);
  const violations = ledgerViolations({ balances, lines, entries: journal, openHolds: holds });
  const total = [...balances.values()].reduce((sum, balance) => sum + balance, 0);
  if (total !== 0) violations.push(`all balances sum to ${total}, not 0: money was created or lost`);
  return violations;
};
