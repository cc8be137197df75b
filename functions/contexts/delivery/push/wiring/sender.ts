import { sendWebPush } from '../../../../adapters/push/web-push';
import { config } from '../../../../platform/settings';
import { getTask } from '../../../work/tasks/store';
import type { PushPorts } from '../ports';
import { pushTriggerOf } from '../store/push-triggers';
import { vapidKeys } from './keys';
import { pushSubscriptionsTable } from './table';

/**
 * The composition root of the push sender: the table, web-push behind the callbacks' transport
 * (the same address checks, with PUSH_ALLOW_HOSTS), and the tasks' own reads. The VAPID subject
 * is the service's mail sender: a push service writes there about a misbehaving sender.
 */
export const pushSenderPorts: Omit<PushPorts, 'checkEndpoint' | 'publicKey'> = {
  subscriptions: pushSubscriptionsTable,
  send: async (subscription, payload) =>
    (
      await sendWebPush(subscription, payload, {
        vapid: await vapidKeys(),
        subject: `mailto:${config.mailFrom}`,
        policy: { allowHosts: config.push.allowHosts },
        timeoutMs: config.callbacks.timeoutMs,
      })
    ).outcome,
  getTask: async (taskId) => {
    const task = await getTask(taskId);
    return (
      task && {
        taskId: task.task_id,
        title: task.title,
        status: task.status,
        sandbox: task.sandbox === true,
        ...(task.operator ? { operatorId: task.operator.id } : {}),
        ...(task.batch_id ? { batchId: task.batch_id } : {}),
        ...(task.window?.not_after ? { windowClosesAt: task.window.not_after } : {}),
        ...(task.location ? { location: { lat: task.location.lat, lng: task.location.lng } } : {}),
      }
    );
  },
  readTrigger: pushTriggerOf,
};
