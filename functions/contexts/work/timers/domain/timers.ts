/** The timers' rules the tasks and their callbacks share: the settings, and when a lost callback is looked for. */
import { latestOf } from '../../../../platform/kernel/instants';

/** The timers' settings. */
export interface TimerRules {
  /** How long past the deadline claimed work may still be submitted. */
  workGraceMs: number;
  /** How long a task may wait for its next automatic step before it is started again (STALL_RESUME_SECONDS). */
  stallMs: number;
  /** How long a HELD task waits for staff before it is cancelled and refunded (SAFETY_HOLD_HOURS). */
  safetyHoldMs: number;
}

/** Where a status change's callback stands, as far as its check goes. */
interface CallbackProgress {
  /** When the status changed. */
  timestamp: string;
  /** When the sender means to try again (a retry after a failed attempt). */
  next_attempt_at?: string;
  /** How often, and when last, the sweep queued it again. */
  requeues?: number;
  requeued_at?: string;
}

/**
 * When an unsettled callback counts as lost (its queue message gone: a pipe that gave up) and the
 * sweep queues it again: the stall delay after the status change, its next retry or its last
 * requeue, whichever is latest, and once more as long after each requeue. A status change of a
 * task with a callback_url makes the task's check (Task.callbacks_due) due by then at the latest.
 */
export const callbackCheckAt = (progress: CallbackProgress, rules: TimerRules): string => {
  const from = latestOf(progress.timestamp, ...[progress.next_attempt_at, progress.requeued_at].filter((at): at is string => at !== undefined));
  return new Date(Date.parse(from) + rules.stallMs * (1 + (progress.requeues ?? 0))).toISOString();
};
