import { randomUUID } from 'node:crypto';
import { MAX_PUSH_CONFIGS_PER_TASK, PUSH_AUTH_SCHEMES, PUSH_CONFIG_LIMITS } from '../domain/a2a-push';
import { a2aPushErrors } from '../errors';
import type { A2aPushPorts, StoredPushConfig } from '../ports';

type PushAuthScheme = (typeof PUSH_AUTH_SCHEMES)[number];

/**
 * What a client registers: the task, where to POST, the token to send back (A2A §4.3), and the
 * authentication the receiver asks for (its scheme and credentials).
 */
export interface PushConfigRequest {
  taskId: string;
  configId?: string;
  url: string;
  token?: string;
  authentication?: { scheme: string; credentials: string };
}

/** The config as the client sees it again: its token and credentials, never stored in the clear, are not answered. */
export interface PushConfigView {
  taskId: string;
  configId: string;
  url: string;
  authScheme?: PushAuthScheme;
}

const sealContext = (taskId: string) => ({ purpose: 'a2a-push-token', task_id: taskId });
const credentialsSealContext = (taskId: string) => ({ purpose: 'a2a-push-credentials', task_id: taskId });

const view = (config: StoredPushConfig): PushConfigView => ({
  taskId: config.taskId,
  configId: config.configId,
  url: config.url,
  ...(config.authentication ? { authScheme: config.authentication.scheme } : {}),
});

/** The scheme asked for, as PUSH_AUTH_SCHEMES spells it (schemes are case-insensitive, RFC 9110 §11.1), with its credentials; refused otherwise. */
const checkedAuthentication = (authentication: { scheme: string; credentials: string }): { scheme: PushAuthScheme; credentials: string } => {
  const scheme = PUSH_AUTH_SCHEMES.find((known) => known.toLowerCase() === authentication.scheme.trim().toLowerCase());
  if (!scheme) throw a2aPushErrors.unsupportedA2aPushScheme(authentication.scheme, PUSH_AUTH_SCHEMES.join(', '));
  if (!authentication.credentials) throw a2aPushErrors.a2aPushCredentialsRequired();
  return { scheme, credentials: authentication.credentials };
};

const checkSizes = (request: PushConfigRequest) => {
  const { idPattern, urlLength, tokenLength, credentialsLength } = PUSH_CONFIG_LIMITS;
  if (request.configId && !idPattern.test(request.configId))
    throw a2aPushErrors.invalidA2aPushConfig('id must be 1 to 128 letters, digits or . _ : -');
  if (request.url.length > urlLength) throw a2aPushErrors.invalidA2aPushConfig(`url must be at most ${urlLength} characters`);
  if ((request.token?.length ?? 0) > tokenLength) throw a2aPushErrors.invalidA2aPushConfig(`token must be at most ${tokenLength} characters`);
  if ((request.authentication?.credentials.length ?? 0) > credentialsLength)
    throw a2aPushErrors.invalidA2aPushConfig(`authentication.credentials must be at most ${credentialsLength} characters`);
};

/**
 * Registers a push notification config on a task the caller owns (the caller checks that): the
 * authentication's scheme one Handoff sends (PUSH_AUTH_SCHEMES), the URL held to the callback rules
 * (https, a public address), the token and credentials sealed, a task holding at most
 * MAX_PUSH_CONFIGS_PER_TASK.
 */
export const registerPushConfig = async (deps: A2aPushPorts, request: PushConfigRequest, now: Date): Promise<PushConfigView> => {
  checkSizes(request);
  const authentication = request.authentication && checkedAuthentication(request.authentication);
  await deps.checkUrl(request.url);
  const config: StoredPushConfig = {
    taskId: request.taskId,
    configId: request.configId || randomUUID(),
    url: request.url,
    ...(request.token ? { tokenSealed: await deps.sealer.seal(request.token, sealContext(request.taskId)) } : {}),
    ...(authentication
      ? {
          authentication: {
            scheme: authentication.scheme,
            credentialsSealed: await deps.sealer.seal(authentication.credentials, credentialsSealContext(request.taskId)),
          },
        }
      : {}),
    createdAt: now.toISOString(),
  };
  if (!(await deps.configs.putPushConfig(config, MAX_PUSH_CONFIGS_PER_TASK))) throw a2aPushErrors.tooManyA2aPushConfigs(MAX_PUSH_CONFIGS_PER_TASK);
  return view(config);
};

/** A config id no config can have (PUSH_CONFIG_LIMITS) finds none, without a read. */
export const findPushConfig = async (deps: A2aPushPorts, taskId: string, configId: string): Promise<PushConfigView | undefined> => {
  if (!PUSH_CONFIG_LIMITS.idPattern.test(configId)) return undefined;
  const config = await deps.configs.getPushConfig(taskId, configId);
  return config && view(config);
};

export const listPushConfigs = async (deps: A2aPushPorts, taskId: string): Promise<PushConfigView[]> =>
  (await deps.configs.listPushConfigs(taskId)).map(view);

export const deletePushConfig = async (deps: A2aPushPorts, taskId: string, configId: string): Promise<void> => {
  if (PUSH_CONFIG_LIMITS.idPattern.test(configId)) await deps.configs.deletePushConfig(taskId, configId);
};

/** The token of a stored config, opened to send it back. */
export const openToken = (deps: A2aPushPorts, config: StoredPushConfig): Promise<string | undefined> =>
  config.tokenSealed ? deps.sealer.open(config.tokenSealed, sealContext(config.taskId)) : Promise.resolve(undefined);

/** The `Authorization` header a stored config's authentication asks for, its credentials opened; none without one. */
export const openAuthorization = async (deps: A2aPushPorts, config: StoredPushConfig): Promise<string | undefined> => {
  if (!config.authentication) return undefined;
  const credentials = await deps.sealer.open(config.authentication.credentialsSealed, credentialsSealContext(config.taskId));
  return `${config.authentication.scheme} ${credentials}`;
};
