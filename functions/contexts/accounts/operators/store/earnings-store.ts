import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { transactWrite } from '../../../../platform/table/transactions';
import { accounts, entries } from '../../../money/ledger/domain';
import { entryItems, readAccount } from '../../../money/ledger/store';
import { clearableReleases } from '../domain/earnings';

/**
 * Moves every released reward and tip that has sat out the holding period from the operator's
 * pending balance to available. Each move is keyed by its task (a tip's by the tip), so concurrent
 * callers cannot clear one twice.
 */
export const settleEarnings = async (operatorId: string, now: Date, holdMs: number): Promise<void> => {
  const pending = await readAccount(accounts.operatorPending(operatorId));
  for (const release of clearableReleases(pending.lines, now, holdMs)) {
    try {
      await transactWrite(entryItems(entries.earningsCleared(operatorId, release), now.toISOString()));
    } catch (error) {
      // Cleared by a concurrent payout request: the entry is keyed by its task or tip.
      if (!(error instanceof ConditionFailed && error.condition === 'entry_absent')) throw error;
    }
  }
};
