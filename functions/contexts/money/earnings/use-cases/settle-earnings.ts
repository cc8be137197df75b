import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { clearableReleases } from '../domain/earnings';
import type { SettlementPorts } from '../ports';

/**
 * Moves every released reward and tip that has sat out the holding period from the operator's
 * pending balance to available. Each move is keyed by its task (a tip's by the tip), so concurrent
 * callers cannot clear one twice.
 */
export const settleEarnings = async (deps: SettlementPorts, operatorId: string, now: Date, holdMs: number): Promise<void> => {
  for (const release of clearableReleases(await deps.readPendingLines(operatorId), now, holdMs)) {
    try {
      await deps.clearRelease(operatorId, release, now);
    } catch (error) {
      // Cleared by a concurrent payout request: the entry is keyed by its task or tip.
      if (!(error instanceof ConditionFailed && error.condition === 'entry_absent')) throw error;
    }
  }
};
