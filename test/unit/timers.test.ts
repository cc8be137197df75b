import { describe, expect, it } from 'vitest';
import { nextTimer } from '../../functions/core/timers';

const deadline = '2026-06-03T12:00:00.000Z';
const rules = { workGraceMs: 24 * 60 * 60 * 1000 };

describe('nextTimer', () => {
  it('expires a PENDING task at its deadline', () => {
    expect(nextTimer({ status: 'PENDING', deadline }, rules)).toEqual({ dueAt: deadline, trigger: 'expire' });
  });

  it('lapses an unapproved claim at its approval deadline when that comes first', () => {
    expect(nextTimer({ status: 'ESTIMATE_PENDING', deadline, approval_deadline: '2026-06-02T12:00:00.000Z' }, rules)).toEqual({
      dueAt: '2026-06-02T12:00:00.000Z',
      trigger: 'lapse_claim',
    });
  });

  it('expires a claimed task at the deadline when the deadline comes first', () => {
    expect(nextTimer({ status: 'ESTIMATE_PENDING', deadline, approval_deadline: '2026-06-04T12:00:00.000Z' }, rules)).toEqual({
      dueAt: deadline,
      trigger: 'expire',
    });
  });

  it.each(['ACCEPTED', 'IN_PROGRESS'] as const)('abandons %s work the grace period after its deadline', (status) => {
    expect(nextTimer({ status, deadline }, rules)).toEqual({ dueAt: '2026-06-04T12:00:00.000Z', trigger: 'abandon' });
  });

  it.each(['SUBMITTED', 'VERIFIED', 'COMPLETED', 'MANUAL_REVIEW', 'DISPUTED', 'CANCELLED'] as const)('sets no timer on a %s task', (status) => {
    expect(nextTimer({ status, deadline }, rules)).toBeUndefined();
  });
});
