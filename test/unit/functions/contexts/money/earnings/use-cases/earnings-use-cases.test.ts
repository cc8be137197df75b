import { describe, expect, it } from 'vitest';
import type { Release } from '../../../../../../../functions/contexts/money/earnings/domain/earnings';
import { getEarnings, RECENT_RELEASES } from '../../../../../../../functions/contexts/money/earnings/use-cases/get-earnings';
import { settleEarnings } from '../../../../../../../functions/contexts/money/earnings/use-cases/settle-earnings';
import { ConditionFailed } from '../../../../../../../functions/platform/kernel/conditions';

const now = new Date('2026-11-26T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

describe('getEarnings', () => {
  it('counts a reward past its hold as available, adds tips per task, and titles the newest releases', async () => {
    const lines = [
      { entryId: 'e1', kind: 'escrow_release', amount: 1_000, createdAt: new Date(now.getTime() - 48 * HOUR).toISOString(), taskId: 'tsk_old' },
      { entryId: 'e2', kind: 'escrow_release', amount: 500, createdAt: new Date(now.getTime() - HOUR).toISOString(), taskId: 'tsk_new' },
      { entryId: 'e3', kind: 'tip', amount: 200, createdAt: new Date(now.getTime() - HOUR).toISOString(), taskId: 'tsk_new' },
    ];
    const earnings = await getEarnings(
      {
        readPending: async () => ({ balance: 1_700, lines }),
        readAvailable: async () => 300,
        taskTitle: async (taskId) => `Title of ${taskId}`,
        earningsHoldMs: 24 * HOUR,
      },
      'op_1',
      now,
    );
    expect(earnings).toMatchObject({ pending: 700, available: 1_300, totalEarned: 1_700 });
    expect(earnings.recent.map((release) => [release.taskId, release.tips, release.title])).toEqual([
      ['tsk_new', 200, 'Title of tsk_new'],
      ['tsk_old', 0, 'Title of tsk_old'],
    ]);
    expect(RECENT_RELEASES).toBe(10);
  });
});

describe('settleEarnings', () => {
  const lines = [
    { entryId: 'e1', kind: 'escrow_release', amount: 1_000, createdAt: hoursAgo(80), taskId: 'tsk_due' },
    { entryId: 'e2', kind: 'escrow_release', amount: 500, createdAt: hoursAgo(1), taskId: 'tsk_held' },
    { entryId: 'e3', kind: 'tip', amount: 200, createdAt: hoursAgo(90), taskId: 'tsk_due' },
  ];

  it('clears each release and tip past the hold, and none still in it', async () => {
    const cleared: Release[] = [];
    await settleEarnings(
      { readPendingLines: async () => lines, clearRelease: async (_, release) => void cleared.push(release) },
      'op_1',
      now,
      72 * HOUR,
    );
    expect(cleared.map(({ taskId, amount }) => [taskId, amount])).toEqual([
      ['tsk_due', 1_000],
      ['tsk_due', 200],
    ]);
  });

  it('passes over a release a concurrent payout request cleared first, and stops on any other failure', async () => {
    const cleared: Release[] = [];
    const raced = async (_: string, release: Release) => {
      if (!release.tipEntryId) throw new ConditionFailed('entry_absent', undefined, 0);
      cleared.push(release);
    };
    await settleEarnings({ readPendingLines: async () => lines, clearRelease: raced }, 'op_1', now, 72 * HOUR);
    expect(cleared.map(({ amount }) => amount)).toEqual([200]);
    const down = async () => {
      throw new Error('table down');
    };
    await expect(settleEarnings({ readPendingLines: async () => lines, clearRelease: down }, 'op_1', now, 72 * HOUR)).rejects.toThrow('table down');
  });
});
