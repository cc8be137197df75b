import { describe, expect, it } from 'vitest';
import { canAppeal } from '../../../../../../../functions/contexts/work/tasks/domain/disputes';
import { abandonAt, nextTimer } from '../../../../../../../functions/contexts/work/tasks/domain/task-timers';
import type { Dispute } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { callbackCheckAt } from '../../../../../../../functions/contexts/work/timers/domain/timers';
import { isLater, latestOf } from '../../../../../../../functions/platform/kernel/instants';
import { platformKeys } from '../../../../../../../functions/platform/table/keys';

const deadline = '2026-06-03T12:00:00.000Z';
const updated_at = '2026-06-01T12:00:00.000Z';
const rules = { workGraceMs: 24 * 60 * 60 * 1000, stallMs: 5 * 60 * 1000, safetyHoldMs: 24 * 3_600_000 };
const real = { sandbox: false, updated_at };

describe('nextTimer', () => {
  it('expires a PENDING task at its deadline', () => {
    expect(nextTimer({ ...real, status: 'PENDING', deadline }, rules)).toEqual({ dueAt: deadline, trigger: 'expire' });
  });

  it('cancels a PENDING task at its claim deadline when that comes first, and only a PENDING one', () => {
    const claim_by = '2026-06-01T12:05:00.000Z';
    expect(nextTimer({ ...real, status: 'PENDING', deadline, claim_by }, rules)).toEqual({ dueAt: claim_by, trigger: 'expire_unclaimed' });
    expect(nextTimer({ ...real, status: 'PENDING', deadline, claim_by: deadline }, rules)).toEqual({ dueAt: deadline, trigger: 'expire' });
    const approval_deadline = '2026-06-02T12:00:00.000Z';
    expect(nextTimer({ ...real, status: 'ESTIMATE_PENDING', deadline, claim_by, approval_deadline }, rules)).toEqual({
      dueAt: approval_deadline,
      trigger: 'lapse_claim',
    });
  });

  it('refunds a HELD task SAFETY_HOLD_HOURS after its hold (fractional hours too), whatever its deadline', () => {
    const hold = { reason: 'Reported', category: 'operator_report', held_at: '2026-06-01T12:00:00.000Z' };
    expect(nextTimer({ ...real, status: 'HELD', deadline, hold }, rules)).toEqual({ dueAt: '2026-06-02T12:00:00.000Z', trigger: 'lapse_hold' });
    expect(nextTimer({ ...real, status: 'HELD', deadline, hold }, { ...rules, safetyHoldMs: 0.5 * 3_600_000 })).toEqual({
      dueAt: '2026-06-01T12:30:00.000Z',
      trigger: 'lapse_hold',
    });
    // A held sandbox task is not played on: only its hold's timer runs.
    expect(nextTimer({ ...real, sandbox: true, status: 'HELD', deadline, hold }, rules)).toEqual({
      dueAt: '2026-06-02T12:00:00.000Z',
      trigger: 'lapse_hold',
    });
  });

  it('lapses an unapproved claim at its approval deadline when that comes first', () => {
    expect(nextTimer({ ...real, status: 'ESTIMATE_PENDING', deadline, approval_deadline: '2026-06-02T12:00:00.000Z' }, rules)).toEqual({
      dueAt: '2026-06-02T12:00:00.000Z',
      trigger: 'lapse_claim',
    });
  });

  it('expires a claimed task at the deadline when the deadline comes first', () => {
    expect(nextTimer({ ...real, status: 'ESTIMATE_PENDING', deadline, approval_deadline: '2026-06-04T12:00:00.000Z' }, rules)).toEqual({
      dueAt: deadline,
      trigger: 'expire',
    });
  });

  it.each(['ACCEPTED', 'IN_PROGRESS'] as const)('abandons %s work the grace period after its deadline', (status) => {
    expect(nextTimer({ ...real, status, deadline }, rules)).toEqual({ dueAt: '2026-06-04T12:00:00.000Z', trigger: 'abandon' });
  });

  it.each(['COMPLETED', 'MANUAL_REVIEW', 'CANCELLED'] as const)('sets no timer on a %s task (it waits for nobody or for the agent)', (status) => {
    expect(nextTimer({ ...real, status, deadline }, rules)).toBeUndefined();
  });
});

describe('nextTimer: the reconciler', () => {
  it('checks submitted proof for its review, and verified work for its finalization, STALL_RESUME_SECONDS after the move', () => {
    expect(nextTimer({ ...real, status: 'SUBMITTED', deadline }, rules)).toEqual({ dueAt: '2026-06-01T12:05:00.000Z', resume: 'review' });
    expect(nextTimer({ ...real, status: 'VERIFIED', deadline }, rules)).toEqual({ dueAt: '2026-06-01T12:05:00.000Z', resume: 'finalize' });
  });

  it('waits once more as long after each restart', () => {
    expect(nextTimer({ ...real, status: 'SUBMITTED', deadline, resumes: 2 }, rules)).toEqual({ dueAt: '2026-06-01T12:15:00.000Z', resume: 'review' });
  });

  it.each(['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const)(
    'resumes a sandbox run stuck in %s before any deadline of it',
    (status) => {
      expect(nextTimer({ ...real, sandbox: true, status, deadline, approval_deadline: deadline }, rules)).toEqual({
        dueAt: '2026-06-01T12:05:00.000Z',
        resume: 'sandbox',
      });
    },
  );

  it('resumes an operator_withdraws run until its claim is withdrawn, then only expires it', () => {
    const sandbox = { ...real, sandbox: true, sandbox_scenario: 'operator_withdraws' as const, deadline };
    expect(nextTimer({ ...sandbox, status: 'PENDING' }, rules)).toMatchObject({ resume: 'sandbox' });
    expect(nextTimer({ ...sandbox, status: 'ESTIMATE_PENDING', approval_deadline: deadline }, rules)).toMatchObject({ resume: 'sandbox' });
    expect(nextTimer({ ...sandbox, status: 'PENDING', sandbox_run_ended_at: updated_at }, rules)).toEqual({ dueAt: deadline, trigger: 'expire' });
  });

  it('never resumes an expire run: the task waits for its deadline', () => {
    expect(nextTimer({ ...real, sandbox: true, sandbox_scenario: 'expire', status: 'PENDING', deadline }, rules)).toEqual({
      dueAt: deadline,
      trigger: 'expire',
    });
  });

  it('leaves a real task waiting on its operator or agent to its own timers', () => {
    expect(nextTimer({ ...real, status: 'PENDING', deadline }, rules)).toMatchObject({ trigger: 'expire' });
  });
});

describe('The callback check', () => {
  it('is the task’s next timer while it is the earliest, and gives way to an earlier one', () => {
    const callbacks_due = '2026-06-01T12:05:00.000Z';
    expect(nextTimer({ ...real, status: 'IN_PROGRESS', deadline, callbacks_due }, rules)).toEqual({ dueAt: callbacks_due, check: 'callbacks' });
    expect(nextTimer({ ...real, status: 'COMPLETED', deadline, callbacks_due }, rules)).toEqual({ dueAt: callbacks_due, check: 'callbacks' });
    expect(nextTimer({ ...real, status: 'PENDING', deadline: '2026-06-01T12:01:00.000Z', callbacks_due }, rules)).toMatchObject({
      trigger: 'expire',
    });
  });

  it('counts a callback lost the stall delay after its status change, its next retry or its last requeue, once more as long after each requeue', () => {
    const timestamp = '2026-06-01T12:00:00.000Z';
    expect(callbackCheckAt({ timestamp }, rules)).toBe('2026-06-01T12:05:00.000Z');
    expect(callbackCheckAt({ timestamp, next_attempt_at: '2026-06-01T12:02:00.000Z' }, rules)).toBe('2026-06-01T12:07:00.000Z');
    expect(callbackCheckAt({ timestamp, requeues: 2, requeued_at: '2026-06-01T12:20:00.000Z' }, rules)).toBe('2026-06-01T12:35:00.000Z');
  });
});

describe('Timers compare instants, not strings', () => {
  // A task saved before deadlines were bounded: its deadline plus the grace period lies past year 9999.
  const farDeadline = '9999-12-31T12:00:00.000Z';
  const pastYear9999 = '+010000-01-01T12:00:00.000Z';

  it('lapses a claim at its approval deadline even when the deadline lies past year 9999', () => {
    const approval_deadline = '2026-06-02T12:00:00.000Z';
    expect(nextTimer({ ...real, status: 'ESTIMATE_PENDING', deadline: pastYear9999, approval_deadline }, rules)).toEqual({
      dueAt: approval_deadline,
      trigger: 'lapse_claim',
    });
  });

  it('puts a stall check before abandoned work due past year 9999', () => {
    const callbacks_due = '2026-06-01T12:05:00.000Z';
    expect(nextTimer({ ...real, status: 'IN_PROGRESS', deadline: farDeadline, callbacks_due }, rules)).toEqual({
      dueAt: callbacks_due,
      check: 'callbacks',
    });
  });

  it('takes the latest of a callback’s times by instant, whatever their offsets', () => {
    expect(callbackCheckAt({ timestamp: '2026-06-01T12:00:00.000Z', next_attempt_at: '2026-06-01T13:02:00+02:00' }, rules)).toBe(
      '2026-06-01T12:05:00.000Z',
    );
  });

  it('compares instants across years and offsets', () => {
    expect(isLater(pastYear9999, '2026-06-01T12:00:00.000Z')).toBe(true);
    expect(isLater('2026-06-01T12:30:00+02:00', '2026-06-01T11:00:00.000Z')).toBe(false);
    expect(latestOf('2026-06-01T12:00:00.000Z', pastYear9999, '2027-01-01T00:00:00.000Z')).toBe(pastYear9999);
  });

  it('lets an operator appeal until the appeal deadline, whatever offset the time is given in', () => {
    const dispute = { appeal_deadline: '2026-06-01T11:00:00.000Z' } as Dispute;
    expect(canAppeal(dispute, '2026-06-01T12:30:00+02:00')).toBe(true);
    expect(canAppeal(dispute, '2026-06-01T11:00:00.000Z')).toBe(false);
  });

  it('orders timer index keys by instant: one past year 9999 never sorts before today', () => {
    const today = platformKeys.timer('2026-06-01T12:00:00.000Z', 'task_1').gsi3sk;
    const far = platformKeys.timer(abandonAt({ deadline: farDeadline }, rules), 'task_1').gsi3sk;
    expect(far > today).toBe(true);
    expect(far > `${new Date('9999-12-31T00:00:00.000Z').toISOString()}#~`).toBe(true);
    expect(platformKeys.timer('2026-06-01T14:00:00+02:00', 'dep_1').gsi3sk).toBe('2026-06-01T12:00:00.000Z#dep_1');
  });
});
