import { TransitionRefusedError } from '../../core/errors';
import { CLAIM_FIELDS } from '../../core/tasks';
import { nextTimer } from '../../core/timers';
import { logger } from '../../logging/logger';
import { config } from '../../settings';
import { listDueTasks } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';

/**
 * Fires every timer that is due: expired tasks are cancelled with a full refund, lapsed
 * claims return to PENDING, claimed work not submitted within the grace period is cancelled
 * with a full refund. Each goes through the transition function, so a task that
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
        ...(timer.trigger === 'lapse_claim' ? { clears: CLAIM_FIELDS } : { changes: () => ({ cancelled_at: now.toISOString() }) }),
      });
      fired++;
    } catch (error) {
      if (!(error instanceof TransitionRefusedError)) throw error;
      logger.debug('Timer no longer applies', { task_id: task.task_id, reason: error.message });
    }
  }
  return fired;
};
