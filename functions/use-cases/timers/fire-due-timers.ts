import { TransitionRefusedError } from '../../core/errors';
import { CLAIM_FIELDS, type Task } from '../../core/tasks';
import { nextTimer } from '../../core/timers';
import { logger } from '../../logging/logger';
import { config } from '../../settings';
import { listDueTasks } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';

/** What a timer's cancellation records: when, and for a lapsed dispute, how it was resolved. */
const cancellation = (task: Task, now: Date): Partial<Task> => {
  const at = now.toISOString();
  if (task.status !== 'DISPUTED' || !task.dispute) return { cancelled_at: at };
  return { cancelled_at: at, dispute: { ...task.dispute, resolution: { outcome: 'refund', note: 'No appeal by the deadline', resolved_at: at } } };
};

/**
 * Fires every timer that is due: expired tasks are cancelled with a full refund, lapsed
 * claims return to PENDING, claimed work not submitted within the grace period is cancelled
 * with a full refund, and so is a dispute nobody appealed by its deadline. Each goes through the transition function, so a task that
 * moved on in the meantime (approved, cancelled) is left alone, and a second sweeper
 * running at once cannot fire a timer twice. Returns how many fired.
 */
export const fireDueTimers = async (now: Date): Promise<number> => {
  let fired = 0;
  for (const task of await listDueTasks(now)) {
    const timer = nextTimer(task, config.timerRules);
    if (!timer || timer.dueAt > now.toISOString()) continue;
    try {
      await transitionTask({
        taskId: task.task_id,
        trigger: timer.trigger,
        actor: { kind: 'system' },
        now,
        ...(timer.trigger === 'lapse_claim' ? { clears: CLAIM_FIELDS } : { changes: (current) => cancellation(current, now) }),
      });
      fired++;
    } catch (error) {
      if (!(error instanceof TransitionRefusedError)) throw error;
      logger.debug('Timer no longer applies', { task_id: task.task_id, reason: error.message });
    }
  }
  return fired;
};
