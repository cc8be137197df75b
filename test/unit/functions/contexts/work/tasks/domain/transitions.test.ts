import { describe, expect, it } from 'vitest';
import { type Actor, OPEN_CLAIM_STATUSES, TASK_STATUSES, type TaskStatus } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { decide, type TaskFacts, TRANSITIONS, type Trigger } from '../../../../../../../functions/contexts/work/tasks/domain/transitions';
import { TransitionRefusedError } from '../../../../../../../functions/platform/kernel/errors';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const FUTURE = '2026-06-02T12:00:00.000Z';
const PAST = '2026-06-01T11:00:00.000Z';

const facts = (status: TaskStatus, overrides: Partial<TaskFacts> = {}): TaskFacts => ({
  status,
  sandbox: false,
  agentId: 'agt_1',
  operatorId: 'op_1',
  deadline: FUTURE,
  approvalDeadline: FUTURE,
  ...overrides,
});

const actorFor = (by: Actor['kind']): Actor =>
  by === 'admin' ? { kind: by } : by === 'system' ? { kind: by, operatorId: 'op_1' } : { kind: by, id: by === 'agent' ? 'agt_1' : 'op_1' };

/** Facts under which the trigger's guard holds. */
const guardSatisfied = (trigger: Trigger): Partial<TaskFacts> =>
  trigger === 'expire'
    ? { deadline: PAST }
    : trigger === 'expire_unclaimed'
      ? { claimBy: PAST }
      : trigger === 'lapse_claim'
        ? { approvalDeadline: PAST }
        : trigger === 'abandon'
          ? { abandonAt: PAST }
          : trigger === 'lapse_dispute'
            ? { disputeLapsesAt: PAST }
            : trigger === 'lapse_hold'
              ? { holdLapsesAt: PAST }
              : trigger === 'report_open'
                ? { reports: 1 }
                : {};

const EXPECTED: Record<Trigger, [TaskStatus[], TaskStatus]> = {
  accept: [['PENDING'], 'ESTIMATE_PENDING'],
  approve_estimate: [['ESTIMATE_PENDING'], 'ACCEPTED'],
  reject_estimate: [['ESTIMATE_PENDING'], 'PENDING'],
  withdraw_claim: [['ESTIMATE_PENDING'], 'PENDING'],
  revoke_claim: [['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'], 'PENDING'],
  abandon: [['ACCEPTED', 'IN_PROGRESS'], 'CANCELLED'],
  lapse_claim: [['ESTIMATE_PENDING'], 'PENDING'],
  start: [['ACCEPTED'], 'IN_PROGRESS'],
  submit: [['ACCEPTED', 'IN_PROGRESS'], 'SUBMITTED'],
  guardian_approve: [['SUBMITTED'], 'VERIFIED'],
  guardian_uncertain: [['SUBMITTED'], 'MANUAL_REVIEW'],
  agent_approve: [['SUBMITTED', 'MANUAL_REVIEW'], 'VERIFIED'],
  agent_reject: [['SUBMITTED', 'MANUAL_REVIEW'], 'DISPUTED'],
  finalize: [['VERIFIED'], 'COMPLETED'],
  cancel: [['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'HELD'], 'CANCELLED'],
  expire: [['PENDING', 'ESTIMATE_PENDING'], 'CANCELLED'],
  expire_unclaimed: [['PENDING'], 'CANCELLED'],
  lapse_dispute: [['DISPUTED'], 'CANCELLED'],
  resolve_refund: [['DISPUTED'], 'CANCELLED'],
  resolve_release: [['DISPUTED'], 'COMPLETED'],
  resolve_split: [['DISPUTED'], 'COMPLETED'],
  report_claimed: [['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'], 'HELD'],
  report_open: [['PENDING'], 'HELD'],
  release_hold: [['HELD'], 'PENDING'],
  refuse_hold: [['HELD'], 'CANCELLED'],
  lapse_hold: [['HELD'], 'CANCELLED'],
  suspend_agent: [['PENDING', 'ESTIMATE_PENDING', 'HELD'], 'CANCELLED'],
};

describe('The task transition table', () => {
  it('has exactly the transitions the API promises (docs/api-guide.md)', () => {
    expect(Object.fromEntries(TRANSITIONS.map((t) => [t.trigger, [[...t.from], t.to]]))).toEqual(EXPECTED);
  });

  const cases = TRANSITIONS.flatMap((t) => TASK_STATUSES.map((status) => [t.trigger, status, t.from.includes(status)] as const));

  it.each(cases)('%s from %s: allowed=%s', (trigger, status, allowed) => {
    const transition = TRANSITIONS.find((t) => t.trigger === trigger)!;
    const decision = decide(facts(status, guardSatisfied(trigger)), trigger, actorFor(transition.by), NOW);
    expect(decision.allowed).toBe(allowed);
    if (decision.allowed) expect(decision.transition.to).toBe(transition.to);
    else {
      expect(decision.error).toBeInstanceOf(TransitionRefusedError);
      expect(decision.error.message).toBe(transition.refused().message);
    }
  });

  it('moves money only on cancel, expiry (at the deadline or the claim deadline), abandoned work, disputes ending (refund, release, split), suspension (refund) and finalization (release)', () => {
    expect(TRANSITIONS.filter((t) => t.money).map((t) => [t.trigger, t.money])).toEqual([
      ['finalize', 'release'],
      // The refund, less the operator's kill fee when the cancel is from ACCEPTED.
      ['cancel', 'kill_fee'],
      ['expire', 'refund'],
      ['expire_unclaimed', 'refund'],
      ['abandon', 'refund'],
      ['lapse_dispute', 'refund'],
      ['resolve_refund', 'refund'],
      ['resolve_release', 'release'],
      ['resolve_split', 'split'],
      ['refuse_hold', 'refund'],
      ['lapse_hold', 'refund'],
      ['suspend_agent', 'refund'],
    ]);
  });

  it('says how each move that takes an operator’s claim is refused at the open-claims limit (the conditional write that enforces it has no other answer)', () => {
    const takesClaim = (t: (typeof TRANSITIONS)[number]) =>
      OPEN_CLAIM_STATUSES.includes(t.to) && t.from.some((from) => !OPEN_CLAIM_STATUSES.includes(from));
    expect(TRANSITIONS.filter(takesClaim).map((t) => t.trigger)).toEqual(['accept']);
    for (const transition of TRANSITIONS.filter(takesClaim)) expect(transition.overClaimLimit?.().message).toBe('Too many open claims');
  });

  it('never lets a task leave a final state', () => {
    for (const final of ['COMPLETED', 'CANCELLED'] as const) {
      expect(TRANSITIONS.some((t) => t.from.includes(final))).toBe(false);
    }
  });

  it('ends every dispute: unappealed by its deadline for the agent, otherwise only by the back office', () => {
    const leaving = TRANSITIONS.filter((t) => t.from.includes('DISPUTED'));
    expect(leaving.map((t) => [t.trigger, t.by, t.to])).toEqual([
      ['lapse_dispute', 'system', 'CANCELLED'],
      ['resolve_refund', 'admin', 'CANCELLED'],
      ['resolve_release', 'admin', 'COMPLETED'],
      ['resolve_split', 'admin', 'COMPLETED'],
    ]);
    const lapse = decide(facts('DISPUTED', { disputeLapsesAt: FUTURE }), 'lapse_dispute', { kind: 'system' }, NOW);
    expect(lapse).toMatchObject({ allowed: false, error: { message: 'Task not found or not disputed' } });
    const byAgent = decide(facts('DISPUTED'), 'resolve_refund', { kind: 'agent', id: 'agt_1' }, NOW);
    expect(byAgent).toMatchObject({ allowed: false, error: { message: 'Task not found or not disputed' } });
  });
});

describe('HELD: a task waiting for a safety decision', () => {
  it('is left only by staff (released to PENDING, refused with a refund, the agent suspended), the agent’s cancel, or the hold timer', () => {
    const leaving = TRANSITIONS.filter((t) => t.from.includes('HELD'));
    expect(leaving.map((t) => [t.trigger, t.by, t.to, t.money])).toEqual([
      ['cancel', 'agent', 'CANCELLED', 'kill_fee'],
      ['release_hold', 'admin', 'PENDING', undefined],
      ['refuse_hold', 'admin', 'CANCELLED', 'refund'],
      ['lapse_hold', 'system', 'CANCELLED', 'refund'],
      ['suspend_agent', 'admin', 'CANCELLED', 'refund'],
    ]);
    expect(decide(facts('HELD'), 'release_hold', { kind: 'operator', id: 'op_1' }, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task not found or not held' },
    });
    expect(decide(facts('PENDING'), 'refuse_hold', { kind: 'admin' }, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task not found or not held' },
    });
  });

  it('lapses only once SAFETY_HOLD_HOURS have passed since the hold', () => {
    expect(decide(facts('HELD', { holdLapsesAt: FUTURE }), 'lapse_hold', { kind: 'system' }, NOW).allowed).toBe(false);
    expect(decide(facts('HELD', { holdLapsesAt: PAST }), 'lapse_hold', { kind: 'system' }, NOW).allowed).toBe(true);
  });

  it('holds an open task at the second operator’s report, not the first', () => {
    const reporter: Actor = { kind: 'operator', id: 'op_2' };
    expect(decide(facts('PENDING', { operatorId: undefined }), 'report_open', reporter, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task not found or no longer open' },
    });
    expect(decide(facts('PENDING', { operatorId: undefined, reports: 1 }), 'report_open', reporter, NOW).allowed).toBe(true);
  });

  it('lets only the claimant hold claimed work by reporting it', () => {
    for (const status of ['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const) {
      expect(decide(facts(status), 'report_claimed', { kind: 'operator', id: 'op_1' }, NOW).allowed).toBe(true);
      expect(decide(facts(status), 'report_claimed', { kind: 'operator', id: 'op_2' }, NOW).allowed).toBe(false);
    }
    expect(decide(facts('SUBMITTED'), 'report_claimed', { kind: 'operator', id: 'op_1' }, NOW).allowed).toBe(false);
  });
});

describe('decide', () => {
  it('refuses a trigger pulled by the wrong kind of actor', () => {
    const decision = decide(facts('PENDING'), 'cancel', { kind: 'operator', id: 'op_1' }, NOW);
    expect(decision).toMatchObject({ allowed: false, error: { message: 'Task not found or cannot be cancelled' } });
  });

  it('hides another agent’s task as not found', () => {
    const decision = decide(facts('PENDING'), 'cancel', { kind: 'agent', id: 'agt_2' }, NOW);
    expect(decision).toMatchObject({ allowed: false, error: { name: 'NotFoundError', message: 'Task not found' } });
  });

  it('answers 410 Task has expired to a claim after the deadline', () => {
    const decision = decide(facts('PENDING', { deadline: PAST }), 'accept', { kind: 'operator', id: 'op_2' }, NOW);
    expect(decision).toMatchObject({ allowed: false, error: { name: 'GoneError', message: 'Task has expired' } });
  });

  it('refuses to approve an estimate whose approval window has closed, before the sweep lapses the claim', () => {
    const decision = decide(facts('ESTIMATE_PENDING', { approvalDeadline: PAST }), 'approve_estimate', { kind: 'agent', id: 'agt_1' }, NOW);
    expect(decision).toMatchObject({ allowed: false, error: { message: 'Task not found or not in ESTIMATE_PENDING status' } });
  });

  it('still answers Task has expired once the expiry has cancelled the task', () => {
    const decision = decide(facts('CANCELLED', { deadline: PAST }), 'accept', { kind: 'operator', id: 'op_2' }, NOW);
    expect(decision).toMatchObject({ allowed: false, error: { name: 'GoneError', message: 'Task has expired' } });
  });

  it('cancels an unclaimed task only once its claim deadline has passed, and none without one', () => {
    const system: Actor = { kind: 'system' };
    expect(decide(facts('PENDING', { claimBy: PAST }), 'expire_unclaimed', system, NOW).allowed).toBe(true);
    expect(decide(facts('PENDING', { claimBy: FUTURE }), 'expire_unclaimed', system, NOW).allowed).toBe(false);
    expect(decide(facts('PENDING'), 'expire_unclaimed', system, NOW).allowed).toBe(false);
    expect(decide(facts('ESTIMATE_PENDING', { claimBy: PAST }), 'expire_unclaimed', system, NOW).allowed).toBe(false);
  });

  it('answers 409 Work window opens at <time> to a start before the window, and lets it start from then', () => {
    const claimant: Actor = { kind: 'operator', id: 'op_1' };
    expect(decide(facts('ACCEPTED', { windowOpensAt: FUTURE }), 'start', claimant, NOW)).toMatchObject({
      allowed: false,
      error: { name: 'ConflictError', message: `Work window opens at ${FUTURE}` },
    });
    expect(decide(facts('ACCEPTED', { windowOpensAt: NOW.toISOString() }), 'start', claimant, NOW).allowed).toBe(true);
    expect(decide(facts('ACCEPTED', { sandbox: true, windowOpensAt: FUTURE }), 'start', { kind: 'system' }, NOW).allowed).toBe(true);
    // A stranger still hears the claimant refusal, whatever the window.
    expect(decide(facts('ACCEPTED', { windowOpensAt: FUTURE }), 'start', { kind: 'operator', id: 'op_2' }, NOW)).toMatchObject({
      error: { message: 'Task not found or not in ACCEPTED status' },
    });
  });

  it('lets only the claimant withdraw, start or submit', () => {
    const stranger: Actor = { kind: 'operator', id: 'op_2' };
    expect(decide(facts('ESTIMATE_PENDING'), 'withdraw_claim', stranger, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task not found or not claimed by you' },
    });
    expect(decide(facts('ACCEPTED'), 'start', stranger, NOW).allowed).toBe(false);
    expect(decide(facts('IN_PROGRESS'), 'submit', stranger, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task not found or not in submittable status' },
    });
  });

  it('revokes a claim only while the operator the revocation names holds it', () => {
    expect(decide(facts('ACCEPTED'), 'revoke_claim', { kind: 'system', operatorId: 'op_1' }, NOW).allowed).toBe(true);
    // The rejected operator's claim was withdrawn and op_2 claimed the task meanwhile: op_2 keeps it.
    expect(decide(facts('ESTIMATE_PENDING', { operatorId: 'op_2' }), 'revoke_claim', { kind: 'system', operatorId: 'op_1' }, NOW).allowed).toBe(
      false,
    );
    expect(decide(facts('IN_PROGRESS'), 'revoke_claim', { kind: 'system' }, NOW).allowed).toBe(false);
  });

  it('compares deadlines as instants: work past a deadline beyond year 9999 is not abandoned today', () => {
    expect(decide(facts('IN_PROGRESS', { abandonAt: '+010000-01-01T12:00:00.000Z' }), 'abandon', { kind: 'system' }, NOW).allowed).toBe(false);
    expect(decide(facts('PENDING', { deadline: '2026-06-01T13:30:00+02:00' }), 'expire', { kind: 'system' }, NOW).allowed).toBe(true);
    expect(decide(facts('PENDING', { deadline: '2026-06-01T13:30:00+02:00' }), 'accept', { kind: 'operator', id: 'op_2' }, NOW)).toMatchObject({
      allowed: false,
      error: { message: 'Task has expired' },
    });
  });

  it('expires and lapses only once their deadlines have passed', () => {
    expect(decide(facts('PENDING'), 'expire', { kind: 'system' }, NOW).allowed).toBe(false);
    expect(decide(facts('ESTIMATE_PENDING'), 'lapse_claim', { kind: 'system' }, NOW).allowed).toBe(false);
  });

  it('keeps real operators away from sandbox tasks and lets the simulation play every part', () => {
    const sandbox = facts('PENDING', { sandbox: true });
    expect(decide(sandbox, 'accept', { kind: 'operator', id: 'op_1' }, NOW).allowed).toBe(false);
    expect(decide(sandbox, 'accept', { kind: 'system' }, NOW).allowed).toBe(true);
    expect(decide(facts('ESTIMATE_PENDING', { sandbox: true }), 'approve_estimate', { kind: 'system' }, NOW).allowed).toBe(true);
    expect(decide(facts('ESTIMATE_PENDING'), 'approve_estimate', { kind: 'system' }, NOW).allowed).toBe(false);
  });
});
