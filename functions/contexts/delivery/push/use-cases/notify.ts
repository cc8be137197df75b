import { distanceKm } from '../../../../platform/kernel/geohash';
import { logger } from '../../../../platform/logging/logger';
import type { Point } from '../../../work/tasks/domain';
import { areaContains, type Notification, notificationOf, type PushEvent, type PushSubscription } from '../domain/push';
import type { PushOutcome, PushPorts } from '../ports';

type Deps = Pick<PushPorts, 'subscriptions' | 'send'>;

/**
 * Sends `notification` to each subscription, one after another (a handful per operator, or the
 * devices around one task). A subscription its push service calls gone (404, 410) is removed; any
 * other failure is logged and not retried: a notification late by the stream's retries would be
 * worse than one missed, and the app shows the same facts when opened.
 */
const deliver = async (deps: Deps, sends: readonly { subscription: PushSubscription; notification: Notification }[], kind: PushEvent['kind']) => {
  const outcomes: Record<PushOutcome, number> = { delivered: 0, gone: 0, failed: 0 };
  for (const { subscription, notification } of sends) {
    const outcome = await deps.send(subscription, JSON.stringify(notification));
    outcomes[outcome]++;
    if (outcome === 'gone') await deps.subscriptions.deleteSubscription(subscription.operator_id, subscription.subscription_id);
  }
  // Counts only: an endpoint is a capability URL (whoever holds it can push to the device).
  if (sends.length) logger.info('Push notifications sent', { kind, ...outcomes });
  return outcomes;
};

/** An event of the operator's own work, to each of its devices. */
export const notifyOperator = async (deps: Deps, operatorId: string, event: Exclude<PushEvent, { kind: 'task_opened' }>) => {
  const notification = notificationOf(event);
  const subscriptions = await deps.subscriptions.listSubscriptions(operatorId);
  return deliver(
    deps,
    subscriptions.map((subscription) => ({ subscription, notification })),
    event.kind,
  );
};

/**
 * A new open task, to the devices whose area holds its place: the area index narrows the
 * subscriptions to those filed under the task's cells, the exact distance decides. Each device
 * hears of it once, however many cells it shares with the task.
 */
export const notifyTaskOpened = async (deps: Deps, task: { taskId: string; title: string; location: Point }) => {
  const candidates = await deps.subscriptions.subscriptionsAround(task.location);
  const unique = [...new Map(candidates.map((subscription) => [subscription.subscription_id, subscription])).values()];
  const within = unique.filter((subscription) => subscription.near && areaContains(subscription.near, task.location));
  const sends = within.map((subscription) => ({
    subscription,
    notification: notificationOf({
      kind: 'task_opened',
      taskId: task.taskId,
      title: task.title,
      distanceKm: distanceKm(subscription.near!, task.location),
    }),
  }));
  return deliver(deps, sends, 'task_opened');
};
