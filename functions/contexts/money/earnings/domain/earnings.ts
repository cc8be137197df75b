import type { Cents } from '../../../../platform/kernel/money';
import { clearingEntryId, type EarningsCredit } from '../../ledger/domain';

/** A statement line of an operator's pending account (contexts/money/ledger/store/ledger-store.ts `readAccount`). */
export interface PendingLine {
  entryId: string;
  kind: string;
  amount: Cents;
  createdAt: string;
  taskId?: string;
}

/** The pending-earnings entries that credit the operator: a task's reward, its kill fee when the agent cancelled it claimed, a tip. */
const CREDIT_KINDS = new Set(['escrow_release', 'kill_fee', 'tip']);

/** A reward released to the operator when its task completed (or its kill fee, `killFee` set), or (`tipEntryId` set) a tip its agent gave afterwards. */
export interface Release extends EarningsCredit {
  releasedAt: string;
  killFee?: boolean;
}

export interface Earnings {
  pending: Cents;
  available: Cents;
  /** Every reward and tip ever credited. */
  totalEarned: Cents;
  /** Rewards, newest first. */
  releases: Release[];
  /** Tips per task. */
  tipsByTask: ReadonlyMap<string, Cents>;
}

/** Every reward and tip credited to pending, newest first. */
const creditsOf = (lines: readonly PendingLine[]): Release[] =>
  lines
    .filter((line) => CREDIT_KINDS.has(line.kind))
    .map((line) => ({
      taskId: line.taskId!,
      amount: line.amount,
      releasedAt: line.createdAt,
      ...(line.kind === 'tip' ? { tipEntryId: line.entryId } : {}),
      ...(line.kind === 'kill_fee' ? { killFee: true } : {}),
    }))
    .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));

/** Rewards and tips that have sat out the holding period at `now` and still wait to be cleared to available. */
export const clearableReleases = (lines: readonly PendingLine[], now: Date, holdMs: number): Release[] => {
  const cleared = new Set(lines.filter((line) => line.kind === 'earnings_cleared').map((line) => line.entryId));
  const due = new Date(now.getTime() - holdMs).toISOString();
  return creditsOf(lines).filter((credit) => !cleared.has(clearingEntryId(credit)) && credit.releasedAt <= due);
};

/**
 * An operator's earnings as of `now`, from its pending account and available balance: a reward
 * or tip whose hold is over counts as available although no write has cleared it yet (the payout
 * request clears it before it takes money out of available).
 */
export const earningsAt = (pending: { balance: Cents; lines: readonly PendingLine[] }, available: Cents, now: Date, holdMs: number): Earnings => {
  const credits = creditsOf(pending.lines);
  const clearable = clearableReleases(pending.lines, now, holdMs).reduce((sum, credit) => sum + credit.amount, 0);
  const tipsByTask = new Map<string, Cents>();
  for (const tip of credits.filter((credit) => credit.tipEntryId)) tipsByTask.set(tip.taskId, (tipsByTask.get(tip.taskId) ?? 0) + tip.amount);
  return {
    pending: pending.balance - clearable,
    available: available + clearable,
    totalEarned: credits.reduce((sum, credit) => sum + credit.amount, 0),
    releases: credits.filter((credit) => !credit.tipEntryId),
    tipsByTask,
  };
};
