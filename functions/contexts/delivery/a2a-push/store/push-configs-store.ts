import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import { queryAll } from '../../../../platform/table/query';
import { itemSchema, parseItem } from '../../../../platform/table/read-item';
import { tasksKeys } from '../../../work/tasks/store/keys';
import { PUSH_AUTH_SCHEMES } from '../domain/a2a-push';
import type { PushConfigStore, StoredPushConfig } from '../ports';
import { a2aPushKeys } from './keys';

/** As long as a task's status events are kept: a push record outlives no event it is about. */
const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const pushConfigItem = itemSchema(() =>
  z.object({
    task_id: z.string(),
    config_id: z.string(),
    url: z.string(),
    token_sealed: z.optional(z.string()),
    auth_scheme: z.optional(z.enum(PUSH_AUTH_SCHEMES)),
    credentials_sealed: z.optional(z.string()),
    created_at: z.string(),
  }),
);

const toConfig = (item: Record<string, unknown>): StoredPushConfig => {
  const stored = parseItem(pushConfigItem, item);
  return {
    taskId: stored.task_id,
    configId: stored.config_id,
    url: stored.url,
    ...(stored.token_sealed ? { tokenSealed: stored.token_sealed } : {}),
    ...(stored.auth_scheme && stored.credentials_sealed
      ? { authentication: { scheme: stored.auth_scheme, credentialsSealed: stored.credentials_sealed } }
      : {}),
    createdAt: stored.created_at,
  };
};

const configItems = (taskId: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': tasksKeys.task(taskId).pk, ':prefix': a2aPushKeys.taskA2aPushConfigPrefix },
    ConsistentRead: true,
  });

export const pushConfigsTable: PushConfigStore = {
  putPushConfig: async (config, max) => {
    const others = (await configItems(config.taskId)).filter((item) => item.sk !== a2aPushKeys.taskA2aPushConfig(config.taskId, config.configId).sk);
    if (others.length >= max) return false;
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...a2aPushKeys.taskA2aPushConfig(config.taskId, config.configId),
          task_id: config.taskId,
          config_id: config.configId,
          url: config.url,
          ...(config.tokenSealed ? { token_sealed: config.tokenSealed } : {}),
          ...(config.authentication
            ? { auth_scheme: config.authentication.scheme, credentials_sealed: config.authentication.credentialsSealed }
            : {}),
          created_at: config.createdAt,
        },
      }),
    );
    return true;
  },
  getPushConfig: async (taskId, configId) => {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE_NAME, Key: a2aPushKeys.taskA2aPushConfig(taskId, configId), ConsistentRead: true }),
    );
    return Item ? toConfig(Item) : undefined;
  },
  listPushConfigs: async (taskId) => (await configItems(taskId)).map(toConfig),
  deletePushConfig: async (taskId, configId) => {
    await ddb.send(new DeleteCommand({ TableName: TABLE_NAME, Key: a2aPushKeys.taskA2aPushConfig(taskId, configId) }));
  },
  pushSettled: async (taskId, version, configId) => {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE_NAME, Key: a2aPushKeys.taskA2aPushSent(taskId, version, configId), ConsistentRead: true }),
    );
    return Item !== undefined;
  },
  recordPushSettled: async (taskId, version, configId, outcome, at) => {
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...a2aPushKeys.taskA2aPushSent(taskId, version, configId),
          outcome,
          at,
          expires_at: epochSeconds(new Date(new Date(at).getTime() + SENT_RETENTION_MS)),
        },
      }),
    );
  },
};
