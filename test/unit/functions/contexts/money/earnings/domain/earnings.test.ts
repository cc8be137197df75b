import { describe, expect, it } from 'vitest';
import { clearableReleases, earningsAt, type PendingLine } from '../../../../../../../functions/contexts/money/earnings/domain/earnings';
import { clearingEntryId, entries } from '../../../../../../../functions/contexts/money/ledger/domain/ledger';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-06-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

const release = (taskId: string, amount: number, hours: number): PendingLine => ({
  entryId: `release:${taskId}`,
  kind: 'escrow_release',
  taskId,
  amount,
  createdAt: hoursAgo(hours),
});
const tip = (tipId: string, taskId: string, amount: number, hours: number): PendingLine => ({
  entryId: `tip:${tipId}`,
  kind: 'tip',
  taskId,
  amount,
  createdAt: hoursAgo(hours),
});
const cleared = (credit: { taskId: string; tipEntryId?: string }, amount: number, hours: number): PendingLine => ({
  entryId: clearingEntryId(credit),
  kind: 'earnings_cleared',
  taskId: credit.taskId,
  amount: -amount,
  createdAt: hoursAgo(hours),
});

describe('Earnings as of a moment', () => {
  // Three rewards: one cleared already, one past its 72-hour hold but not cleared yet, one still held.
  const lines = [release('task_a', 1_000, 100), cleared({ taskId: 'task_a' }, 1_000, 20), release('task_b', 2_000, 80), release('task_c', 500, 5)];
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
      tipsByTask: new Map(),
    });
  });

  it('makes every reward available at once without a hold, and none with a hold longer than all of them', () => {
    expect(earningsAt(pending, 1_000, now, 0)).toMatchObject({ pending: 0, available: 3_500 });
    expect(earningsAt(pending, 1_000, now, 200 * HOUR)).toMatchObject({ pending: 2_500, available: 1_000 });
  });
});

describe('Tips in the earnings', () => {
  // A reward cleared already, then two tips on its task: one past the hold, one still held.
  const lines = [
    release('task_a', 1_000, 100),
    cleared({ taskId: 'task_a' }, 1_000, 20),
    tip('tip_1', 'task_a', 200, 90),
    tip('tip_2', 'task_a', 50, 1),
  ];
  const pending = { balance: 250, lines };

  it('clears each tip on its own, keyed by the tip: the reward cleared on that task clears no tip', () => {
    expect(clearableReleases(lines, now, 72 * HOUR)).toEqual([{ taskId: 'task_a', amount: 200, releasedAt: hoursAgo(90), tipEntryId: 'tip:tip_1' }]);
    const clearing = entries.earningsCleared('o', { taskId: 'task_a', amount: 200, tipEntryId: 'tip:tip_1' });
    expect(clearing.entryId).toBe('clear:tip:tip_1');
    expect(clearableReleases([...lines, cleared({ taskId: 'task_a', tipEntryId: 'tip:tip_1' }, 200, 0)], now, 72 * HOUR)).toEqual([]);
  });

  it('counts tips in what was earned and per task, apart from the rewards listed', () => {
    const earnings = earningsAt(pending, 1_000, now, 72 * HOUR);
    expect(earnings).toMatchObject({ pending: 50, available: 1_200, totalEarned: 1_250 });
    expect(earnings.releases.map((r) => r.taskId)).toEqual(['task_a']);
    expect(earnings.tipsByTask.get('task_a')).toBe(250);
  });

  it('keeps a reward clearing keyed by its task, as before tips existed', () => {
    expect(entries.earningsCleared('o', { taskId: 'task_a', amount: 1_000 }).entryId).toBe('clear:task_a');
  });
});
