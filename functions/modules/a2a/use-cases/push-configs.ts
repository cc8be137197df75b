import { randomUUID } from 'node:crypto';
import { errors } from '../../../platform/kernel/errors';
import { MAX_PUSH_CONFIGS_PER_TASK } from '../domain/a2a';
import type { A2aPushPorts, StoredPushConfig } from '../ports';

/** What a client registers: the task, where to POST, and the token to send back (A2A §4.3). */
export interface PushConfigRequest {
  taskId: string;
  configId?: string;
  url: string;
  token?: string;
}

/** The config as the client sees it again: its token, never stored in the clear, is not answered. */
export interface PushConfigView {
  taskId: string;
  configId: string;
  url: string;
}

const sealContext = (taskId: string) => ({ purpose: 'a2a-push-token', task_id: taskId });

const view = (config: StoredPushConfig): PushConfigView => ({ taskId: config.taskId, configId: config.configId, url: config.url });

/**
 * Registers a push notification config on a task the caller owns (the caller checks that): the URL
 * held to the callback rules (https, a public address), the token sealed, a task holding at most
 * MAX_PUSH_CONFIGS_PER_TASK.
 */
export const registerPushConfig = async (deps: A2aPushPorts, request: PushConfigRequest, now: Date): Promise<PushConfigView> => {
  await deps.checkUrl(request.url);
  const config: StoredPushConfig = {
    taskId: request.taskId,
    configId: request.configId || randomUUID(),
    url: request.url,
    ...(request.token ? { tokenSealed: await deps.sealer.seal(request.token, sealContext(request.taskId)) } : {}),
    createdAt: now.toISOString(),
  };
  if (!(await deps.configs.putPushConfig(config, MAX_PUSH_CONFIGS_PER_TASK))) throw errors.tooManyA2aPushConfigs(MAX_PUSH_CONFIGS_PER_TASK);
  return view(config);
};

export const findPushConfig = async (deps: A2aPushPorts, taskId: string, configId: string): Promise<PushConfigView | undefined> => {
  const config = await deps.configs.getPushConfig(taskId, configId);
  return config && view(config);
};

export const listPushConfigs = async (deps: A2aPushPorts, taskId: string): Promise<PushConfigView[]> =>
  (await deps.configs.listPushConfigs(taskId)).map(view);

export const deletePushConfig = (deps: A2aPushPorts, taskId: string, configId: string): Promise<void> =>
  deps.configs.deletePushConfig(taskId, configId);

/** The token of a stored config, opened to send it back. */
export const openToken = (deps: A2aPushPorts, config: StoredPushConfig): Promise<string | undefined> =>
  config.tokenSealed ? deps.sealer.open(config.tokenSealed, sealContext(config.taskId)) : Promise.resolve(undefined);
