/** What will happen to a task by itself, and when: the timers the tasks store indexes by due time and the sweep fires. */
import { instantOf, isLater } from '../../../../platform/kernel/instants';
import type { TimerRules } from '../../timers/domain';
import { lapsesAt } from './disputes';
import { sandboxRunOwesMove } from './sandbox';
import type { Task } from './tasks';
import type { Trigger } from './transitions';

/** An automatic step a task waits for, which the sweep starts again when it does not come (a workflow that died). */
export type StalledStep = 'review' | 'finalize' | 'sandbox';

/** A move the sweep makes (through the transition table), a stalled step it starts again, or a check of the task's callbacks. */
export type Timer =
  | { dueAt: string; trigger: Extract<Trigger, 'expire' | 'expire_unclaimed' | 'lapse_claim' | 'abandon' | 'lapse_dispute' | 'lapse_hold'> }
  | { dueAt: string; resume: StalledStep }
  | { dueAt: string; check: 'callbacks' };

/**
 * The step a task is waiting for, if the service owes it one: the Guardian's review of submitted
 * proof, the finalization of verified work, the next move of a sandbox run. Due `stallMs` after the
 * task last changed, and once more as long after each restart (`resumes`), so a step that keeps
 * failing is retried less and less often rather than every sweep.
 */
const stallCheck = (
  task: Pick<Task, 'status' | 'sandbox' | 'sandbox_scenario' | 'sandbox_run_ended_at' | 'updated_at' | 'resumes'>,
  rules: TimerRules,
): Timer | undefined => {
  const step: StalledStep | undefined =
    task.status === 'SUBMITTED' ? 'review' : task.status === 'VERIFIED' ? 'finalize' : sandboxRunOwesMove(task) ? 'sandbox' : undefined;
  if (!step) return undefined;
  return { dueAt: new Date(Date.parse(task.updated_at) + rules.stallMs * (1 + (task.resumes ?? 0))).toISOString(), resume: step };
};

const earliest = (...timers: (Timer | undefined)[]): Timer | undefined =>
  timers.filter((timer): timer is Timer => timer !== undefined).sort((a, b) => instantOf(a.dueAt) - instantOf(b.dueAt))[0];

/** When claimed work that never came back is given up: the deadline plus the grace period. */
export const abandonAt = (task: Pick<Task, 'deadline'>, rules: TimerRules): string =>
  new Date(Date.parse(task.deadline) + rules.workGraceMs).toISOString();

/** When a HELD task nobody decided is cancelled and refunded: SAFETY_HOLD_HOURS after it was held. */
export const holdLapsesAt = (task: Pick<Task, 'status' | 'hold'>, rules: Pick<TimerRules, 'safetyHoldMs'>): string | undefined =>
  task.status === 'HELD' && task.hold ? new Date(Date.parse(task.hold.held_at) + rules.safetyHoldMs).toISOString() : undefined;

type TimedTask = Pick<
  Task,
  | 'status'
  | 'hold'
  | 'deadline'
  | 'claim_by'
  | 'approval_deadline'
  | 'dispute'
  | 'sandbox'
  | 'sandbox_scenario'
  | 'sandbox_run_ended_at'
  | 'updated_at'
  | 'resumes'
  | 'callbacks_due'
>;

/**
 * What will happen to a task by itself, and when, the earliest first: a step the service owes it
 * and has not taken (stallCheck) is started again; a pending check of its callbacks is made; otherwise
 * the moves of moveTimer.
 */
export const nextTimer = (task: TimedTask, rules: TimerRules): Timer | undefined =>
  earliest(stallCheck(task, rules), task.callbacks_due ? { dueAt: task.callbacks_due, check: 'callbacks' } : undefined, moveTimer(task, rules));

/**
 * A PENDING or ESTIMATE_PENDING task is cancelled at its deadline, a PENDING one at its claim
 * deadline (claim_by) if that comes first (also when a claim ended after it); an unapproved claim lapses at
 * its approval deadline first; work accepted but not submitted by the deadline plus the grace
 * period is abandoned (refunded); a dispute not appealed by its appeal deadline is refunded; a
 * HELD task staff did not decide in time is refunded.
 */
const moveTimer = (task: TimedTask, rules: TimerRules): Timer | undefined => {
  if (task.status === 'PENDING')
    return task.claim_by && isLater(task.deadline, task.claim_by)
      ? { dueAt: task.claim_by, trigger: 'expire_unclaimed' }
      : { dueAt: task.deadline, trigger: 'expire' };
  const holdLapses = holdLapsesAt(task, rules);
  if (holdLapses) return { dueAt: holdLapses, trigger: 'lapse_hold' };
  const disputeLapses = lapsesAt(task);
  if (disputeLapses) return { dueAt: disputeLapses, trigger: 'lapse_dispute' };
  if (task.status === 'ACCEPTED' || task.status === 'IN_PROGRESS') return { dueAt: abandonAt(task, rules), trigger: 'abandon' };
  if (task.status !== 'ESTIMATE_PENDING') return undefined;
  if (task.approval_deadline && isLater(task.deadline, task.approval_deadline)) return { dueAt: task.approval_deadline, trigger: 'lapse_claim' };
  return { dueAt: task.deadline, trigger: 'expire' };
};
