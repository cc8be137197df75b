import { V1PushNotificationSerializer } from '@a2a-js/sdk/server';
import type { TaskStatus } from '../../../work/tasks/domain';
import type { DeliveryOutcome } from '../../engine/domain';
import { attemptDelivery } from '../../engine/use-cases';
import { A2A_NOTIFICATION_TOKEN_HEADER, statusUpdate } from '../domain/a2a-push';
import type { A2aPushPorts, StoredPushConfig } from '../ports';
import { openAuthorization, openToken } from './push-configs';

/** A task's status change, as the outbox event carries it. */
export interface StatusChange {
  taskId: string;
  version: number;
  status: TaskStatus;
  timestamp: string;
}

const serializer = new V1PushNotificationSerializer();

/** A push's "signing": the config's token in `X-A2A-Notification-Token`, its credentials in `Authorization`, opened for this attempt. */
const pushHeaders = async (deps: A2aPushPorts, config: StoredPushConfig, contentType: string): Promise<Record<string, string>> => {
  const token = await openToken(deps, config);
  const authorization = await openAuthorization(deps, config);
  return {
    'content-type': contentType,
    ...(token ? { [A2A_NOTIFICATION_TOKEN_HEADER.toLowerCase()]: token } : {}),
    ...(authorization ? { authorization } : {}),
  };
};

/**
 * One attempt to push a status change to each A2A push notification config of its task (the
 * callback sender's queue message, so the same at-least-once delivery, backoff and attempts): the
 * body is the A2A StreamResponse of a status update, each config's push one attempt of the delivery
 * engine, addressed to its URL with its token and credentials. A config already settled for this
 * change is skipped, so a retry sends only to those that did not answer 2xx; a push is recorded once
 * settled (delivered, or failed for good). The outcome is the configs' still pending, their errors joined.
 */
export const deliverA2aPushes = async (deps: A2aPushPorts, change: StatusChange, attempt: number, now: Date): Promise<DeliveryOutcome> => {
  const configs = await deps.configs.listPushConfigs(change.taskId);
  if (configs.length === 0) return { kind: 'done' };
  const { body, contentType } = serializer.serialize({ payload: { $case: 'statusUpdate', value: statusUpdate(change) } });
  const missed: Exclude<DeliveryOutcome, { kind: 'done' }>[] = [];
  for (const config of configs) {
    if (await deps.configs.pushSettled(change.taskId, change.version, config.configId)) continue;
    const outcome = await attemptDelivery(
      deps,
      {
        kind: 'a2a-push',
        url: config.url,
        body,
        sign: () => pushHeaders(deps, config, contentType),
        record: async (pushed) => {
          if (pushed.outcome !== 'retrying')
            await deps.configs.recordPushSettled(
              change.taskId,
              change.version,
              config.configId,
              pushed.outcome === 'delivered' ? 'DELIVERED' : 'FAILED',
              pushed.at,
            );
        },
        where: { taskId: change.taskId, configId: config.configId },
      },
      attempt,
      now,
    );
    if (outcome.kind !== 'done') missed.push(outcome);
  }
  // Every push of one attempt is retried, or failed for good, alike: the attempt number decides.
  const [first] = missed;
  return first ? { ...first, error: missed.map((outcome) => outcome.error).join('; ') } : { kind: 'done' };
};
