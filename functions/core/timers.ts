import { lapsesAt } from './disputes';
import type { Task } from './tasks';
import type { Trigger } from './transitions';

export interface Timer {
  dueAt: string;
  trigger: Extract<Trigger, 'expire' | 'lapse_claim' | 'abandon' | 'lapse_dispute'>;
}

/** The timers' settings. */
export interface TimerRules {
  /** How long past the deadline claimed work may still be submitted. */
  workGraceMs: number;
}

/** When claimed work that never came back is given up: the deadline plus the grace period. */
export const abandonAt = (task: Pick<Task, 'deadline'>, rules: TimerRules): string =>
  new Date(Date.parse(task.deadline) + rules.workGraceMs).toISOString();

/**
 * What will happen to a task by itself, and when: a PENDING or ESTIMATE_PENDING task is
 * cancelled at its deadline; an unapproved claim lapses at its approval deadline first; work
 * accepted but not submitted by the deadline plus the grace period is abandoned (refunded); a
 * dispute not appealed by its appeal deadline is refunded to the agent.
 */
export const nextTimer = (task: Pick<Task, 'status' | 'deadline' | 'approval_deadline' | 'dispute'>, rules: TimerRules): Timer | undefined => {
  if (task.status === 'PENDING') return { dueAt: task.deadline, trigger: 'expire' };
  const disputeLapses = lapsesAt(task);
  if (disputeLapses) return { dueAt: disputeLapses, trigger: 'lapse_dispute' };
  if (task.status === 'ACCEPTED' || task.status === 'IN_PROGRESS') return { dueAt: abandonAt(task, rules), trigger: 'abandon' };
  if (task.status !== 'ESTIMATE_PENDING') return undefined;
  if (task.approval_deadline && task.approval_deadline < task.deadline) return { dueAt: task.approval_deadline, trigger: 'lapse_claim' };
  return { dueAt: task.deadline, trigger: 'expire' };
};
