import { describe, expect, it } from 'vitest';
import { clearableReleases } from '../../../../../../../functions/contexts/money/earnings/domain/earnings';
import { statementOf, statementPeriod } from '../../../../../../../functions/contexts/money/earnings/domain/statements';

const line = (kind: string, entryId: string, amount: number, createdAt: string, taskId?: string) => ({ kind, entryId, amount, createdAt, taskId });

const sources = {
  pending: [
    line('escrow_release', 'release:t1', 2_500, '2026-03-01T10:00:00.000Z', 't1'),
    line('kill_fee', 'kill-fee:t2', 300, '2026-03-02T10:00:00.000Z', 't2'),
    line('tip', 'tip:x', 100, '2026-03-03T10:00:00.000Z', 't1'),
    line('earnings_cleared', 'clear:t1', -2_500, '2026-03-04T10:00:00.000Z', 't1'),
  ],
  available: [
    line('earnings_cleared', 'clear:t1', 2_500, '2026-03-04T10:00:00.000Z', 't1'),
    line('payout', 'payout:po_1', -2_000, '2026-03-05T10:00:00.000Z'),
    line('payout_refund', 'payout-refund:po_1', 2_000, '2026-03-06T10:00:00.000Z'),
  ],
  payoutFee: () => 5,
  title: (taskId: string) => (taskId === 't1' ? 'Shop open?' : undefined),
};

describe('statementOf', () => {
  it('lists credits and payouts (net and fee), leaves out the clearing moves, and totals them', () => {
    const statement = statementOf(sources, { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' });

    expect(statement.lines.map(({ kind, description, amount }) => [kind, description, amount])).toEqual([
      ['reward', 'Reward: Shop open?', 2_500],
      ['kill_fee', 'Cancelled by the agent', 300],
      ['tip', 'Tip: Shop open?', 100],
      ['payout', 'Payout po_1', -1_995],
      ['payout_fee', 'Network fee of payout po_1', -5],
      ['payout', 'Payout po_1 failed: returned', 2_000],
    ]);
    expect(statement.totals).toEqual({ reward: 2_500, tip: 100, kill_fee: 300, payout: 5, payout_fee: -5, net: 2_900 });
  });

  it('keeps to the period: its end is exclusive', () => {
    const statement = statementOf(sources, { start: '2026-03-02T00:00:00.000Z', end: '2026-03-03T00:00:00.000Z' });
    expect(statement.lines.map((l) => l.kind)).toEqual(['kill_fee']);
  });
});

describe('statementPeriod', () => {
  it('spans the UTC days from..to, both inclusive', () => {
    expect(statementPeriod('2026-03-01', '2026-03-01')).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' });
  });

  it('refuses a reversed period and one over 366 days', () => {
    expect(statementPeriod('2026-03-02', '2026-03-01')).toEqual({ refused: 'from must not be after to' });
    expect(statementPeriod('2024-01-01', '2024-12-31')).not.toHaveProperty('refused');
    expect(statementPeriod('2025-01-01', '2026-01-02')).toEqual({ refused: 'A statement covers at most 366 days' });
  });
});

describe('a kill fee in the earnings', () => {
  it('clears from pending to available like a reward, keyed by its task', () => {
    const releases = clearableReleases(sources.pending.slice(0, 2), new Date('2026-03-10T00:00:00.000Z'), 0);
    expect(releases).toEqual([
      { taskId: 't2', amount: 300, releasedAt: '2026-03-02T10:00:00.000Z', killFee: true },
      { taskId: 't1', amount: 2_500, releasedAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });
});
