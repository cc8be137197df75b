import { V1PushNotificationSerializer } from '@a2a-js/sdk/server';
import { InvalidRequestError } from '../../../../platform/kernel/errors';
import { retryDelayMs } from '../../../../platform/kernel/retry-schedule';
import { logger } from '../../../../platform/logging/logger';
import type { TaskStatus } from '../../../work/tasks/domain';
import type { DeliveryResult } from '../../callbacks/ports';
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

/** done: every config settled (or none); retry: after the backoff; failed: out of attempts. */
export type PushOutcome = { kind: 'done' } | { kind: 'retry'; delayMs: number; error: string } | { kind: 'failed'; error: string };

const serializer = new V1PushNotificationSerializer();

const sendOne = async (
  deps: A2aPushPorts,
  config: StoredPushConfig,
  { body, contentType }: { body: string; contentType: string },
): Promise<DeliveryResult> => {
  const token = await openToken(deps, config);
  const authorization = await openAuthorization(deps, config);
  const headers = {
    'content-type': contentType,
    ...(token ? { [A2A_NOTIFICATION_TOKEN_HEADER.toLowerCase()]: token } : {}),
    ...(authorization ? { authorization } : {}),
  };
  try {
    // The callback transport: the address resolved and checked again, pinned, https only.
    return await deps.transport.send(config.url, headers, body);
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    return { ok: false, error: error.message };
  }
};

/**
 * One attempt to push a status change to each A2A push notification config of its task (the
 * callback sender's queue message, so the same at-least-once delivery, backoff and attempts): the
 * body is the A2A StreamResponse of a status update, the config's token in
 * `X-A2A-Notification-Token`, its Bearer credentials in `Authorization`. A config already settled for this change is skipped, so a retry
 * sends only to those that did not answer 2xx.
 */
export const deliverA2aPushes = async (deps: A2aPushPorts, change: StatusChange, attempt: number, now: Date): Promise<PushOutcome> => {
  const configs = await deps.configs.listPushConfigs(change.taskId);
  if (configs.length === 0) return { kind: 'done' };
  const body = serializer.serialize({ payload: { $case: 'statusUpdate', value: statusUpdate(change) } });
  const at = now.toISOString();
  const errorsSeen: string[] = [];
  for (const config of configs) {
    if (await deps.configs.pushSettled(change.taskId, change.version, config.configId)) continue;
    const result = await sendOne(deps, config, body);
    if (result.ok) {
      await deps.configs.recordPushSettled(change.taskId, change.version, config.configId, 'DELIVERED', at);
      continue;
    }
    errorsSeen.push(result.error);
    if (attempt >= deps.retry.maxAttempts) {
      await deps.configs.recordPushSettled(change.taskId, change.version, config.configId, 'FAILED', at);
      logger.error('A2A push notification failed for good', { taskId: change.taskId, configId: config.configId, error: result.error });
    }
  }
  if (errorsSeen.length === 0) return { kind: 'done' };
  const error = errorsSeen.join('; ');
  if (attempt >= deps.retry.maxAttempts) return { kind: 'failed', error };
  return { kind: 'retry', delayMs: retryDelayMs(deps.retry, attempt), error };
};
