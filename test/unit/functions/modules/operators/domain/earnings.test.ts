import { describe, expect, it } from 'vitest';
import { clearableReleases, earningsAt, type PendingLine } from '../../../../../../functions/modules/operators/domain/earnings';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-06-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

const release = (taskId: string, amount: number, hours: number): PendingLine => ({
  kind: 'escrow_release',
  taskId,
  amount,
  createdAt: hoursAgo(hours),
});
const cleared = (taskId: string, amount: number, hours: number): PendingLine => ({
  kind: 'earnings_cleared',
  taskId,
  amount: -amount,
  createdAt: hoursAgo(hours),
});

describe('Earnings as of a moment', () => {
  // Three rewards: one cleared already, one past its 72-hour hold but not cleared yet, one still held.
  const lines = [release('task_a', 1_000, 100), cleared('task_a', 1_000, 20), release('task_b', 2_000, 80), release('task_c', 500, 5)];
  const pending = { balance: 2_500, lines };

  it('lists the rewards past their hold that no entry has cleared yet', () => {
    expect(clearableReleases(lines, now, 72 * HOUR)).toEqual([{ taskId: 'task_b', amount: 2_000, releasedAt: hoursAgo(80) }]);
  });

  it('counts a reward past its hold as available before any write clears it', () => {
    expect(earningsAt(pending, 1_000, now, 72 * HOUR)).toEqual({
      pending: 500,
      available: 3_000,
      totalEarned: 3_500,
      releases: [
        { taskId: 'task_c', amount: 500, releasedAt: hoursAgo(5) },
        { taskId: 'task_b', amount: 2_000, releasedAt: hoursAgo(80) },
        { taskId: 'task_a', amount: 1_000, releasedAt: hoursAgo(100) },
      ],
    });
  });

  it('makes every reward available at once without a hold, and none with a hold longer than all of them', () => {
    expect(earningsAt(pending, 1_000, now, 0)).toMatchObject({ pending: 0, available: 3_500 });
    expect(earningsAt(pending, 1_000, now, 200 * HOUR)).toMatchObject({ pending: 2_500, available: 1_000 });
  });
});
