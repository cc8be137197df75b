/** What store contracts put on the run's table, or on a fake, before they look: tasks in a status, journal entries. */
import { dailyUsageOf } from '../../functions/contexts/accounts/agents/domain/tiers';
import { accounts, type JournalEntry } from '../../functions/contexts/money/ledger/domain';
import { entryItems, getBalances } from '../../functions/contexts/money/ledger/store';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { insertTasks, saveWithoutTransition } from '../../functions/contexts/work/tasks/store';
import type { Cents } from '../../functions/platform/kernel/money';
import { nothingContributed } from '../../functions/platform/table/contribution';
import { transactWrite } from '../../functions/platform/table/transactions';
import type { FakeLedger } from './fakes/ledger';

/**
 * Writes `task` onto the run's table as it stands (its status, operator, version + 1), for a store
 * contract that needs a task in some status: inserted PENDING without an escrow hold (its agent's
 * day counts it and its reward), then saved as given. Give it no escrow: no hold is posted for it,
 * and the ledger's audit would find a task holding what the ledger does not.
 */
export const placeTask = async (task: Task): Promise<Task> => {
  const pending: Task = { ...task, status: 'PENDING', version: 1 };
  delete pending.operator;
  await insertTasks([pending], { ...dailyUsageOf('VERIFIED', new Date(task.created_at)), maxRestricted: 20 }, undefined, nothingContributed);
  const placed: Task = { ...task, version: 2 };
  if (!(await saveWithoutTransition(pending, placed))) throw new Error(`Task ${task.task_id} moved while placed`);
  return placed;
};

/** The fake's side of placeTask: `task` put into a fake's task items as it stands. */
export const placeIn =
  (items: Map<string, Task>) =>
  async (task: Task): Promise<Task> => {
    items.set(task.task_id, structuredClone(task));
    return task;
  };

/** Posting a journal entry and reading an agent's deposit, on the run's table or on a fake ledger. */
export interface ContractLedger {
  post(entry: JournalEntry): Promise<void>;
  deposit(agentId: string): Promise<Cents>;
}

export const ledgerOnTable: ContractLedger = {
  post: (entry) => transactWrite(entryItems(entry, new Date().toISOString())),
  deposit: async (agentId) => (await getBalances([accounts.agentDeposit(agentId)])).get(accounts.agentDeposit(agentId))!,
};

export const ledgerOn = (ledger: FakeLedger): ContractLedger => ({
  post: async (entry) => ledger.post(entry),
  deposit: async (agentId) => ledger.balance(accounts.agentDeposit(agentId)),
});
