import { describe, expect, it } from 'vitest';
import { bayesianRating } from '../../../../../../../functions/contexts/accounts/operators/domain/rating';
import { appealDeadline, canAppeal, lapsesAt, openDispute } from '../../../../../../../functions/contexts/work/tasks/domain/disputes';
import { splitEscrow } from '../../../../../../../functions/contexts/work/tasks/domain/escrow-split';
import { nextTimer } from '../../../../../../../functions/contexts/work/tasks/domain/task-timers';

describe('Disputes', () => {
  it('sets the appeal deadline DISPUTE_APPEAL_HOURS after the dispute, fractions included', () => {
    expect(appealDeadline('2026-11-25T10:00:00.000Z', 72)).toBe('2026-11-28T10:00:00.000Z');
    expect(appealDeadline('2026-11-25T10:00:00.000Z', 0.5)).toBe('2026-11-25T10:30:00.000Z');
  });

  it('lets the operator appeal only before the deadline', () => {
    const dispute = openDispute('Blurry photo', '2026-11-25T10:00:00.000Z', 1);
    expect(canAppeal(dispute, '2026-11-25T10:59:59.999Z')).toBe(true);
    expect(canAppeal(dispute, '2026-11-25T11:00:00.000Z')).toBe(false);
  });

  it('times an unappealed dispute to lapse at its deadline, and an appealed one not at all', () => {
    const dispute = openDispute('Blurry photo', '2026-11-25T10:00:00.000Z', 72);
    const task = { status: 'DISPUTED' as const, deadline: '2026-12-01T00:00:00.000Z', dispute, sandbox: false, updated_at: dispute.disputed_at };
    expect(lapsesAt(task)).toBe('2026-11-28T10:00:00.000Z');
    expect(nextTimer(task, { workGraceMs: 0, stallMs: 60_000, safetyHoldMs: 24 * 3_600_000 })).toEqual({
      dueAt: '2026-11-28T10:00:00.000Z',
      trigger: 'lapse_dispute',
    });
    const appealed = { ...task, dispute: { ...dispute, appeal: { reason: 'It is sharp', appealed_at: '2026-11-26T10:00:00.000Z' } } };
    expect(nextTimer(appealed, { workGraceMs: 0, stallMs: 60_000, safetyHoldMs: 24 * 3_600_000 })).toBeUndefined();
  });

  it('splits the escrow: the operator share, the fee in proportion rounded half up, the rest refunded, to the cent', () => {
    // $20 reward, $2 fee, $5 to the operator: fee 2 × 5/20 = $0.50, refund 22 − 5 − 0.5 = $16.50.
    expect(splitEscrow(2000, 200, 500)).toEqual({ operator: 500, fee: 50, refund: 1650 });
    // $10 reward, $1 fee, $3.33: fee 100 × 333/1000 = 33.3 → 33 cents.
    expect(splitEscrow(1000, 100, 333)).toEqual({ operator: 333, fee: 33, refund: 734 });
    // A half cent rounds up: 15 × 50/100 = 7.5 → 8.
    expect(splitEscrow(100, 15, 50)).toEqual({ operator: 50, fee: 8, refund: 57 });
    for (const [reward, fee, share] of [
      [2000, 200, 1],
      [2000, 200, 1999],
      [1234, 123, 617],
    ] as const) {
      const split = splitEscrow(reward, fee, share);
      expect(split.operator + split.fee + split.refund).toBe(reward + fee);
      expect(split.refund).toBeGreaterThan(0);
    }
  });

  it('refuses a share of nothing, of the whole reward or of a fraction of a cent', () => {
    expect(() => splitEscrow(2000, 200, 0)).toThrow(RangeError);
    expect(() => splitEscrow(2000, 200, 2000)).toThrow(RangeError);
    expect(() => splitEscrow(2000, 200, 10.5)).toThrow(RangeError);
  });
});

describe('Ratings: a Bayesian mean that starts at 5.0 with the weight of 3 ratings', () => {
  it('is 5.0 with no ratings, 4.0 after one 1-star score, and tends to the mean of many', () => {
    expect(bayesianRating(0, 0)).toBe(5);
    expect(bayesianRating(1, 1)).toBe(4);
    expect(bayesianRating(3 * 2, 2)).toBe(4.2);
    expect(bayesianRating(3 * 1000, 1000)).toBe(3.01);
  });
});
