import { accounts } from '../core/accounts';
import { entries } from '../core/ledger';
import type { Cents } from '../core/money';
import { entryItems, readAccount } from './ledger';
import { ConditionFailed, transactWrite } from './transactions';

export interface Earnings {
  pending: Cents;
  available: Cents;
  totalEarned: Cents;
  releases: { taskId: string; amount: Cents; releasedAt: string }[];
}

/**
 * An operator's earnings, after moving every released reward that has sat out the holding
 * period from pending to available. Each move is keyed by its task, so concurrent readers
 * cannot clear a reward twice.
 */
export const settleEarnings = async (operatorId: string, now: Date, holdMs: number): Promise<Earnings> => {
  const pendingAccount = accounts.operatorPending(operatorId);
  const pending = await readAccount(pendingAccount);
  const releases = pending.lines
    .filter((line) => line.kind === 'escrow_release')
    .map((line) => ({ taskId: line.taskId!, amount: line.amount, releasedAt: line.createdAt }));
  const cleared = new Set(pending.lines.filter((line) => line.kind === 'earnings_cleared').map((line) => line.taskId));
  const due = new Date(now.getTime() - holdMs).toISOString();
  for (const release of releases) {
    if (cleared.has(release.taskId) || release.releasedAt > due) continue;
    try {
      await transactWrite(entryItems(entries.earningsCleared(operatorId, release.taskId, release.amount), now.toISOString()));
    } catch (error) {
      // Cleared by a concurrent reader: the entry is keyed by its task.
      if (!(error instanceof ConditionFailed && error.condition === 'entry_absent')) throw error;
    }
  }
  const [after, available] = await Promise.all([readAccount(pendingAccount), readAccount(accounts.operatorAvailable(operatorId))]);
  return {
    pending: after.balance,
    available: available.balance,
    totalEarned: releases.reduce((sum, release) => sum + release.amount, 0),
    releases: releases.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt)),
  };
};
