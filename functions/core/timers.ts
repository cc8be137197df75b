import type { Task } from './tasks';
import type { Trigger } from './transitions';

export interface Timer {
  dueAt: string;
  trigger: Extract<Trigger, 'expire' | 'lapse_claim'>;
}

/**
 * What will happen to a task by itself, and when: a PENDING or ESTIMATE_PENDING task is
 * cancelled at its deadline; an unapproved claim lapses at its approval deadline first.
 */
export const nextTimer = (task: Pick<Task, 'status' | 'deadline' | 'approval_deadline'>): Timer | undefined => {
  if (task.status === 'PENDING') return { dueAt: task.deadline, trigger: 'expire' };
  if (task.status !== 'ESTIMATE_PENDING') return undefined;
  if (task.approval_deadline && task.approval_deadline < task.deadline) return { dueAt: task.approval_deadline, trigger: 'lapse_claim' };
  return { dueAt: task.deadline, trigger: 'expire' };
};
