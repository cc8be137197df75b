/**
 * The ledger audits the tests run: per scenario, the accounts of its own parties; at the end of a
 * run, the whole ledger (no vitest here: the global setup runs it too).
 */
import { accounts } from '../../functions/contexts/money/ledger/domain/accounts';
import { type JournalEntry, ledgerViolations } from '../../functions/contexts/money/ledger/domain/ledger';
import { auditLedger, getEntries, QUIET_AUDIT } from '../../functions/contexts/money/ledger/store/ledger-audit-store';
import { readAccountEntries } from '../../functions/contexts/money/ledger/store/ledger-store';
import { openHolds as taskHolds } from '../../functions/contexts/work/tasks/store/open-holds-store';
import type { Cents } from '../../functions/platform/kernel/money';

/**
 * Checks the ledger invariants (contexts/money/ledger/domain/ledger.ts) for the accounts of the given agents and
 * operators: cheap enough to run after every scenario, and blind to other callers' traffic.
 */
export const auditParties = async (parties: { agentIds?: string[]; operatorIds?: string[] }): Promise<string[]> => {
  const accountIds = [
    ...(parties.agentIds ?? []).flatMap((id) => [accounts.agentDeposit(id), accounts.agentEscrow(id)]),
    ...(parties.operatorIds ?? []).flatMap((id) => [accounts.operatorPending(id), accounts.operatorAvailable(id)]),
  ];
  const balances = new Map<string, Cents>();
  const lines = new Map<string, { entryId: string; amount: Cents; entry: JournalEntry }[]>();
  for (const accountId of accountIds) {
    const account = await readAccountEntries(accountId);
    balances.set(accountId, account.balance);
    lines.set(accountId, account.lines);
  }
  const openHolds = new Map<string, Cents>();
  for (const agentId of parties.agentIds ?? []) openHolds.set(agentId, await taskHolds.heldFor(agentId));
  return ledgerViolations({ balances, lines, entries: await getEntries([...lines.values()].flat().map((line) => line.entry)), openHolds });
};

/** The whole ledger's violations (the end of a test run). */
export const auditWholeLedger = async (): Promise<string[]> => (await auditLedger(taskHolds, QUIET_AUDIT)).violations;
