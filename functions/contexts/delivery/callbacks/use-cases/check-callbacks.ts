import { requeuedMessage } from '../../../../manifest/outbox-pipe';
import { isLater } from '../../../../platform/kernel/instants';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import type { Task } from '../../../work/tasks/domain';
import { callbackCheckAt } from '../../../work/timers/domain';
import type { CallbackPorts } from '../ports';

/** Puts a status change's callback on the callback queue again (the sweep's handler gives the queue). */
export type RequeueCallback = (message: ReturnType<typeof requeuedMessage>) => Promise<void>;

/**
 * A task's callback check, made by the sweep when it is due (Task.callbacks_due): each status
 * change whose callback is neither delivered nor failed, and has not been attempted, retried or
 * queued again within the stall delay (callbackCheckAt: its queue message was lost, a pipe that gave
 * up, a local stack stopped), is queued again; then the check moves on to when the next unsettled
 * one would count as lost, or is cleared when none is left. Taking a requeue is conditioned on the
 * event, so two sweeps cannot both queue it, and the sender skips an event already settled.
 * Answers how many were queued again.
 */
export const checkCallbacks = async (
  deps: Pick<CallbackPorts, 'events' | 'tasks' | 'settings'>,
  task: Task,
  now: Date,
  requeue: RequeueCallback,
): Promise<number> => {
  const { events, settings } = deps;
  let requeued = 0;
  let next: string | undefined;
  for (const unsettled of await events.listUnsettledCallbacks(task.task_id)) {
    const { delivery } = unsettled;
    let due = callbackCheckAt(delivery, settings.timerRules);
    if (!isLater(due, now)) {
      if (await events.takeCallbackRequeue(delivery, now)) {
        await requeue(requeuedMessage(unsettled, delivery.requeues + 1));
        logger.warn('Undelivered callback queued again', { task_id: task.task_id, version: delivery.version, requeue: delivery.requeues + 1 });
        countMetric(BUSINESS_METRICS.reconciledSteps);
        requeued++;
      }
      due = callbackCheckAt({ ...delivery, requeues: delivery.requeues + 1, requeued_at: now.toISOString() }, settings.timerRules);
    }
    if (!next || isLater(next, due)) next = due;
  }
  await deps.tasks.saveCallbacksDue(task, next);
  return requeued;
};
