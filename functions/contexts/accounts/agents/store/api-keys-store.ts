/** The agent's API keys: their items by id and by secret hash, their use, spending and MCP request counts. */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyScope, KeySpendLimits } from '../../../../platform/kernel/api-key-scopes';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import type { Cents } from '../../../../platform/kernel/money';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution, nothingContributed } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import type { ApiKeyRecord } from '../domain/agents';
import type { KeyGrant } from '../domain/api-keys';
import { agentErrors } from '../errors';
import { apiKeyHashItem, apiKeyItem } from './agent-item';
import { agentsKeys } from './keys';

export interface NewKey extends KeyGrant {
  keyId: string;
  keyHash: string;
  keyPrefix: string;
  name: string;
}

/** What a key may do and spend and until when, as both its items hold it: absent attributes mean every scope, no limit, no expiry. */
const grantAttributes = (key: KeyGrant) => ({
  ...(key.scopes ? { scopes: [...key.scopes] } : {}),
  ...(key.limits?.maxTaskCents !== undefined ? { max_task_cents: key.limits.maxTaskCents } : {}),
  ...(key.limits?.dailySpendCents !== undefined ? { daily_spend_cents: key.limits.dailySpendCents } : {}),
  // Not `expires_at`: that is the table's TTL attribute, and the key's items stay after it.
  ...(key.expiresAt ? { valid_until: key.expiresAt } : {}),
  ...(key.resource ? { resource: key.resource } : {}),
});

/** The key as the authenticator reads it. */
export interface FoundKey {
  agentId: string;
  keyId: string;
  scopes?: ApiKeyScope[];
  limits?: KeySpendLimits;
  expiresAt?: string;
  resource?: string;
}

/** A new key's two items, by id (listing, revocation) and by secret hash (authentication), each written once. */
export const keyWrites = (agentId: string, key: NewKey, now: string): TransactItem[] => [
  {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...agentsKeys.agentKey(agentId, key.keyId),
        key_id: key.keyId,
        key_prefix: key.keyPrefix,
        name: key.name,
        created_at: now,
        key_hash: key.keyHash,
        ...grantAttributes(key),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
    condition: 'item_absent',
  },
  {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...agentsKeys.apiKeyHash(key.keyHash), agent_id: agentId, key_id: key.keyId, ...grantAttributes(key) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
    condition: 'item_absent',
  },
];

export const findKeyByHash = async (keyHash: string): Promise<FoundKey | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.apiKeyHash(keyHash), ConsistentRead: true }));
  if (!Item) return undefined;
  const { agent_id, key_id, scopes, max_task_cents, daily_spend_cents, valid_until, resource } = parseItem(apiKeyHashItem, Item);
  const limited = max_task_cents !== undefined || daily_spend_cents !== undefined;
  return {
    agentId: agent_id,
    keyId: key_id,
    ...(scopes ? { scopes } : {}),
    ...(limited ? { limits: { maxTaskCents: max_task_cents, dailySpendCents: daily_spend_cents } } : {}),
    ...(valid_until ? { expiresAt: valid_until } : {}),
    ...(resource ? { resource } : {}),
  };
};

/**
 * Adds a key, counting it on the agent in the same transaction (with `extraItems`), conditioned on the
 * count being below `limit`: of simultaneous requests only as many as the limit allows pass
 * ('limit_reached' for the rest). An agent registered before the count was kept is counted from its
 * registration's key.
 */
export const addKey = async (
  agentId: string,
  key: NewKey,
  now: string,
  limit: number,
  extraItems: Contribution = nothingContributed,
): Promise<'added' | 'limit_reached'> => {
  try {
    await commitWith(
      [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: agentsKeys.agent(agentId),
            UpdateExpression: 'SET active_keys = if_not_exists(active_keys, :one) + :one',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(active_keys) OR active_keys < :limit)',
            ExpressionAttributeValues: { ':one': 1, ':limit': limit },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
          condition: 'keys_below_limit',
        },
        ...keyWrites(agentId, key, now),
      ],
      extraItems,
    );
    return 'added';
  } catch (error) {
    if (!(error instanceof ConditionFailed && error.condition === 'keys_below_limit')) throw error;
    if (!error.item) throw agentErrors.agentNotFound();
    return 'limit_reached';
  }
};

export const listActiveKeys = async (agentId: string): Promise<ApiKeyRecord[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'attribute_not_exists(revoked_at)',
    ExpressionAttributeValues: { ':pk': agentsKeys.agent(agentId).pk, ':prefix': agentsKeys.agentKeyPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(apiKeyItem, item)).sort((a, b) => a.created_at.localeCompare(b.created_at));
};

/** Marks the key revoked and removes its hash, so the secret stops authenticating at once; its slot (addKey) is freed in the same transaction. */
export const revokeKey = async (agentId: string, keyId: string, now: string, extraItems: Contribution = nothingContributed): Promise<void> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.agentKey(agentId, keyId), ConsistentRead: true }));
  const key = Item && parseItem(apiKeyItem, Item);
  if (!key || key.revoked_at) throw agentErrors.apiKeyNotFound();
  try {
    await commitWith(
      [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: agentsKeys.agentKey(agentId, keyId),
            UpdateExpression: 'SET revoked_at = :now',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
            ExpressionAttributeValues: { ':now': now },
          },
          condition: 'key_active',
        },
        { Delete: { TableName: TABLE_NAME, Key: agentsKeys.apiKeyHash(key.key_hash) } },
        {
          Update: {
            TableName: TABLE_NAME,
            Key: agentsKeys.agent(agentId),
            UpdateExpression: 'SET active_keys = if_not_exists(active_keys, :one) - :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
      extraItems,
    );
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'key_active') throw agentErrors.apiKeyNotFound();
    throw error;
  }
};

/**
 * Counts `spendCents` on the key's usage of `day`, conditioned on the day's total staying within
 * `dailyLimitCents`: put in the transaction that holds the escrow, so of simultaneous creates only as
 * many pass as the limit leaves room for ('key_within_spending_limit' fails for the rest).
 */
export const keySpendContribution = (agentId: string, keyId: string, day: string, spendCents: Cents, dailyLimitCents: Cents): Contribution =>
  contribution(
    [
      {
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agentKeyUsage(agentId, keyId, day),
          UpdateExpression: 'ADD spend_cents :spend SET expires_at = :expires',
          ConditionExpression: 'attribute_not_exists(spend_cents) OR spend_cents <= :room',
          ExpressionAttributeValues: {
            ':spend': spendCents,
            ':room': dailyLimitCents - spendCents,
            // Kept a week past its day, as the agent's own usage items.
            ':expires': epochSeconds(new Date(Date.parse(`${day}T00:00:00.000Z`) + 8 * 24 * 60 * 60 * 1000)),
          },
        },
        condition: 'key_within_spending_limit',
      },
    ],
    { key_within_spending_limit: () => agentErrors.apiKeySpendingLimit() },
  );

/**
 * Counts a request of the key in the minute starting at `window`, conditioned on the count being
 * below `limit`: false once the minute is full (of simultaneous requests only `limit` pass). The
 * item expires a few minutes after its minute.
 */
export const countMcpRequest = async (agentId: string, keyId: string, window: Date, limit: number): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: agentsKeys.agentKeyMcpRequests(agentId, keyId, window.toISOString()),
        UpdateExpression: 'ADD requests :one SET expires_at = :expires',
        ConditionExpression: 'attribute_not_exists(requests) OR requests < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': epochSeconds(new Date(window.getTime() + 5 * 60_000)) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Best effort: a lost update of last_used_at is harmless, a revoked key is never revived. */
export const recordKeyUse = async (agentId: string, keyId: string, now: string): Promise<void> => {
  await ddb
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: agentsKeys.agentKey(agentId, keyId),
        UpdateExpression: 'SET last_used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
        ExpressionAttributeValues: { ':now': now },
      }),
    )
    .catch(() => undefined);
};
