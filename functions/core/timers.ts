import { lapsesAt } from './disputes';
import { sandboxRunOwesMove } from './sandbox';
import type { Task } from './tasks';
import type { Trigger } from './transitions';

/** An automatic step a task waits for, which the sweep starts again when it does not come (a workflow that died). */
export type StalledStep = 'review' | 'finalize' | 'sandbox';

/** A move the sweep makes (through the transition table), or a stalled step it starts again. */
export type Timer =
  | { dueAt: string; trigger: Extract<Trigger, 'expire' | 'lapse_claim' | 'abandon' | 'lapse_dispute'> }
  | { dueAt: string; resume: StalledStep };

/** The timers' settings. */
export interface TimerRules {
  /** How long past the deadline claimed work may still be submitted. */
  workGraceMs: number;
  /** How long a task may wait for its next automatic step before it is started again (STALL_RESUME_SECONDS). */
  stallMs: number;
}

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
  timers.filter((timer): timer is Timer => timer !== undefined).sort((a, b) => a.dueAt.localeCompare(b.dueAt))[0];

/** When claimed work that never came back is given up: the deadline plus the grace period. */
export const abandonAt = (task: Pick<Task, 'deadline'>, rules: TimerRules): string =>
  new Date(Date.parse(task.deadline) + rules.workGraceMs).toISOString();

type TimedTask = Pick<
  Task,
  'status' | 'deadline' | 'approval_deadline' | 'dispute' | 'sandbox' | 'sandbox_scenario' | 'sandbox_run_ended_at' | 'updated_at' | 'resumes'
>;

/**
 * What will happen to a task by itself, and when, the earliest first: a step the service owes it
 * and has not taken (stallCheck) is started again; otherwise the moves of moveTimer.
 */
export const nextTimer = (task: TimedTask, rules: TimerRules): Timer | undefined => earliest(stallCheck(task, rules), moveTimer(task, rules));

/**
 * A PENDING or ESTIMATE_PENDING task is cancelled at its deadline; an unapproved claim lapses at
 * its approval deadline first; work accepted but not submitted by the deadline plus the grace
 * period is abandoned (refunded); a dispute not appealed by its appeal deadline is refunded.
 */
const moveTimer = (task: TimedTask, rules: TimerRules): Timer | undefined => {
  if (task.status === 'PENDING') return { dueAt: task.deadline, trigger: 'expire' };
  const disputeLapses = lapsesAt(task);
  if (disputeLapses) return { dueAt: disputeLapses, trigger: 'lapse_dispute' };
  if (task.status === 'ACCEPTED' || task.status === 'IN_PROGRESS') return { dueAt: abandonAt(task, rules), trigger: 'abandon' };
  if (task.status !== 'ESTIMATE_PENDING') return undefined;
  if (task.approval_deadline && task.approval_deadline < task.deadline) return { dueAt: task.approval_deadline, trigger: 'lapse_claim' };
  return { dueAt: task.deadline, trigger: 'expire' };
};
