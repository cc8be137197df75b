import type { Cents } from '../../../platform/kernel/money';

/** A statement line of an operator's pending account (modules/ledger/store/ledger-store.ts `readAccount`). */
export interface PendingLine {
  kind: string;
  amount: Cents;
  createdAt: string;
  taskId?: string;
}

/** A reward released to the operator when its task completed. */
export interface Release {
  taskId: string;
  amount: Cents;
  releasedAt: string;
}

export interface Earnings {
  pending: Cents;
  available: Cents;
  totalEarned: Cents;
  /** Newest first. */
  releases: Release[];
}

const releasesOf = (lines: readonly PendingLine[]): Release[] =>
  lines
    .filter((line) => line.kind === 'escrow_release')
    .map((line) => ({ taskId: line.taskId!, amount: line.amount, releasedAt: line.createdAt }))
    .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));

/** Released rewards that have sat out the holding period at `now` and still wait to be cleared to available. */
export const clearableReleases = (lines: readonly PendingLine[], now: Date, holdMs: number): Release[] => {
  const cleared = new Set(lines.filter((line) => line.kind === 'earnings_cleared').map((line) => line.taskId));
  const due = new Date(now.getTime() - holdMs).toISOString();
  return releasesOf(lines).filter((release) => !cleared.has(release.taskId) && release.releasedAt <= due);
};

/**
 * An operator's earnings as of `now`, from its pending account and available balance: a reward
 * whose hold is over counts as available although no write has cleared it yet (the payout
 * request clears it before it takes money out of available).
 */
export const earningsAt = (pending: { balance: Cents; lines: readonly PendingLine[] }, available: Cents, now: Date, holdMs: number): Earnings => {
  const releases = releasesOf(pending.lines);
  const clearable = clearableReleases(pending.lines, now, holdMs).reduce((sum, release) => sum + release.amount, 0);
  return {
    pending: pending.balance - clearable,
    available: available + clearable,
    totalEarned: releases.reduce((sum, release) => sum + release.amount, 0),
    releases,
  };
};
