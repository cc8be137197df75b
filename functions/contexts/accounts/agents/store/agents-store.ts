import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyScope, KeySpendLimits } from '../../../../platform/kernel/api-key-scopes';
import { ConditionFailed, type ConditionName } from '../../../../platform/kernel/conditions';
import { normalizeEmail } from '../../../../platform/kernel/email';
import type { DomainError } from '../../../../platform/kernel/errors';
import { isLater } from '../../../../platform/kernel/instants';
import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution, nothingContributed } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { getAll, queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import type { Agent, ApiKeyRecord, Suspension, SuspensionEvent } from '../domain/agents';
import type { KeyGrant } from '../domain/api-keys';
import type { ResendHistory } from '../domain/email-verification';
import { type DailyUsage, dailyLimitRefusal, type Tier } from '../domain/tiers';
import { agentErrors } from '../errors';
import {
  agentItem,
  agentRecordItem,
  agentSuspensionItem,
  apiKeyHashItem,
  apiKeyItem,
  resendHistoryItem,
  suspensionEventItem,
  usageItem,
  verificationTokenItem,
} from './agent-item';
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

export interface PendingVerification {
  tokenHash: string;
  expiresAt: Date;
}

const putKey = (agentId: string, key: NewKey, now: string): TransactItem[] => [
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

const putVerificationToken = (agentId: string, pending: PendingVerification): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...agentsKeys.verificationToken(pending.tokenHash),
      agent_id: agentId,
      valid_until: pending.expiresAt.toISOString(),
      expires_at: epochSeconds(pending.expiresAt),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'item_absent',
});

/** Registers an agent with its first key and a pending email verification, all or nothing. */
export const createAgent = async (agent: Agent, key: NewKey, pending: PendingVerification): Promise<void> => {
  const emailClaim = agentsKeys.agentEmail(normalizeEmail(agent.email));
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...emailClaim, agent_id: agent.agent_id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'email_unclaimed',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          // active_keys: the count addKey and revokeKey keep, starting with the registration's key.
          Item: { ...agentsKeys.agent(agent.agent_id), ...agent, verification_token_hash: pending.tokenHash, active_keys: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
      ...putKey(agent.agent_id, key, agent.created_at),
      putVerificationToken(agent.agent_id, pending),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'email_unclaimed') throw agentErrors.agentEmailTaken();
    throw error;
  }
};

/** What operators see of an agent: how many of its real tasks ever completed, and how many were ever disputed. */
export interface AgentRecord {
  completed_tasks: number;
  disputed_tasks: number;
}

/** The records of these agents (one batch read of their profiles), by agent id; an agent without a profile has none. */
export const getAgentRecords = async (agentIds: readonly string[]): Promise<Map<string, AgentRecord>> => {
  const items = await getAll([...new Set(agentIds)].map((agentId) => agentsKeys.agent(agentId)));
  return new Map(
    items.map((item) => {
      const { agent_id, ...record } = parseItem(agentRecordItem, item);
      return [agent_id, record];
    }),
  );
};

/** The agent's first webhook endpoint marked on its profile (Agent.webhooks_used), written with the endpoint: set again by later ones, never cleared. */
export const webhooksUsed = (agentId: string): Contribution =>
  contribution([
    {
      Update: {
        TableName: TABLE_NAME,
        Key: agentsKeys.agent(agentId),
        UpdateExpression: 'SET webhooks_used = :used',
        ExpressionAttributeValues: { ':used': true },
      },
    },
  ]);

export const getAgent = async (agentId: string): Promise<Agent | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.agent(agentId), ConsistentRead: true }));
  return Item && parseItem(agentItem, Item);
};

/** The agent's suspension, read consistently (authentication: a suspension stops the next request). */
export const findSuspension = async (agentId: string): Promise<Suspension | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.agent(agentId), ConsistentRead: true, ProjectionExpression: 'suspension' }),
  );
  return Item ? parseItem(agentSuspensionItem, Item, agentsKeys.agent(agentId)).suspension : undefined;
};

const suspensionEventWrite = (agentId: string, event: SuspensionEvent, id: string): TransactItem => ({
  Put: { TableName: TABLE_NAME, Item: { ...agentsKeys.agentSuspensionEvent(agentId, event.at, id), ...event } },
});

/**
 * Suspends the agent with its history step and what the caller contributes (the admin audit's entry), all or
 * nothing, conditioned on the agent existing and not being suspended already: false when it was
 * not (gone, or suspended by someone else first).
 */
export const saveSuspension = async (agentId: string, suspension: Suspension, eventId: string, contributed: Contribution): Promise<boolean> => {
  const event: SuspensionEvent = { action: 'suspended', at: suspension.suspended_at, actor: suspension.suspended_by, reason: suspension.reason };
  return conditionHeld(
    'agent_not_suspended',
    [
      {
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agent(agentId),
          UpdateExpression: 'SET suspension = :suspension',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(suspension)',
          ExpressionAttributeValues: { ':suspension': suspension },
        },
        condition: 'agent_not_suspended',
      },
      suspensionEventWrite(agentId, event, eventId),
    ],
    contributed,
  );
};

/**
 * The check that the agent is not suspended, in another module's transaction (a task's creation):
 * a suspension commits before it or fails it, and a suspended agent is refused with the suspension's reason.
 */
export const notSuspendedContribution = (agentId: string): Contribution =>
  contribution(
    [
      {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agent(agentId),
          ConditionExpression: 'attribute_not_exists(suspension)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
        condition: 'agent_not_suspended',
      },
    ],
    { agent_not_suspended: (found) => agentErrors.agentSuspended(String((found?.suspension as { reason?: string } | undefined)?.reason ?? '')) },
  );

/** Records that the agent's owner was told of its suspension (a suspension run again mails only without it). */
export const markSuspensionNotified = async (agentId: string, suspendedAt: string, at: string): Promise<void> => {
  await ddb
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: agentsKeys.agent(agentId),
        UpdateExpression: 'SET suspension.notified_at = :at',
        ConditionExpression: 'suspension.suspended_at = :suspendedAt',
        ExpressionAttributeValues: { ':at': at, ':suspendedAt': suspendedAt },
      }),
    )
    .catch((error: unknown) => {
      // Lifted meanwhile: nothing to record.
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** Lifts the suspension `lifted` (the one read) with its history step and what the caller contributes: false when it was no longer there. */
export const removeSuspension = async (
  agentId: string,
  lifted: Suspension,
  event: Omit<SuspensionEvent, 'action' | 'reason'>,
  eventId: string,
  contributed: Contribution,
): Promise<boolean> =>
  conditionHeld(
    'agent_suspended',
    [
      {
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agent(agentId),
          UpdateExpression: 'REMOVE suspension',
          ConditionExpression: 'suspension.suspended_at = :suspendedAt',
          ExpressionAttributeValues: { ':suspendedAt': lifted.suspended_at },
        },
        condition: 'agent_suspended',
      },
      suspensionEventWrite(agentId, { ...event, action: 'unsuspended', reason: lifted.reason }, eventId),
    ],
    contributed,
  );

/** Commits `items` with `contributed`: false when the condition named `condition` failed. */
const conditionHeld = async (condition: ConditionName, items: TransactItem[], contributed: Contribution): Promise<boolean> => {
  try {
    await commitWith(items, contributed);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === condition) return false;
    throw error;
  }
};

/** The agent's suspension history, newest first (at most `limit` steps). */
export const listSuspensionEvents = async (agentId: string, limit: number): Promise<SuspensionEvent[]> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': agentsKeys.agent(agentId).pk, ':prefix': agentsKeys.agentSuspensionEventPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => parseItem(suspensionEventItem, item));
};

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
        ...putKey(agentId, key, now),
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

/**
 * The day's usage counters grown by `count` tasks and `spend` cents, for the transaction that spends
 * the deposit (a task's escrow, a tip), conditioned on both staying within the tier's day: parallel
 * spends cannot pass the limit together. `restricted`: the tasks of restricted types among them,
 * counted on the same item (one item takes one operation in a transaction) against their own daily
 * `max`. A failed 'within_daily_limits' comes back with the day as it stood (ALL_OLD) for
 * dailyLimitFailure (and the caller's restricted refusal).
 */
export const dailyUsageWrite = (
  agentId: string,
  usage: DailyUsage,
  count: number,
  spend: Cents,
  restricted?: { count: number; max: number },
): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: agentsKeys.agentUsage(agentId, usage.day),
    UpdateExpression: `ADD tasks :count, spend_cents :spend${restricted ? ', restricted_tasks :restricted' : ''} SET expires_at = :expires`,
    ConditionExpression:
      '(attribute_not_exists(tasks) OR tasks <= :taskRoom) AND (attribute_not_exists(spend_cents) OR spend_cents <= :spendRoom)' +
      (restricted ? ' AND (attribute_not_exists(restricted_tasks) OR restricted_tasks <= :restrictedRoom)' : ''),
    ExpressionAttributeValues: {
      ':count': count,
      ':spend': spend,
      ':taskRoom': usage.maxTasks - count,
      ':spendRoom': usage.maxSpend - spend,
      ...(restricted ? { ':restricted': restricted.count, ':restrictedRoom': restricted.max - restricted.count } : {}),
      ':expires': epochSeconds(new Date(Date.parse(`${usage.day}T00:00:00.000Z`) + 8 * 24 * 60 * 60 * 1000)),
    },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  },
  condition: 'within_daily_limits',
});

/** The tier limit a failed dailyUsageWrite broke, from the day as the transaction found it; the spend's when a concurrent change left no trace. */
/**
 * The day's usage counted in another module's transaction (tasks, a tip's spend), refused over the
 * tier's limits as the day was found; `restricted` tasks count apart, and their own limit's refusal
 * (`refusal`, given the day's restricted count as found) comes first.
 */
export const dailyUsageContribution = (
  agentId: string,
  usage: DailyUsage,
  count: number,
  spend: Cents,
  restricted?: { count: number; max: number; refusal: (found: number) => DomainError | undefined },
): Contribution =>
  contribution([dailyUsageWrite(agentId, usage, count, spend, restricted)], {
    within_daily_limits: (found) =>
      restricted?.refusal((found ? parseItem(usageItem, found) : undefined)?.restricted_tasks ?? 0) ?? dailyLimitFailure(usage, found, count, spend),
  });

export const dailyLimitFailure = (usage: DailyUsage, found: Record<string, unknown> | undefined, count: number, spend: Cents): DomainError => {
  const today = found ? parseItem(usageItem, found) : undefined;
  return (
    dailyLimitRefusal(usage.tier, { tasks: today?.tasks ?? 0, spend: today?.spend_cents ?? 0 }, spend, count) ??
    agentErrors.dailySpendLimit(usage.tier, toDollars(usage.maxSpend))
  );
};

export const getUsage = async (agentId: string, day: string): Promise<{ tasks: number; spend_cents: number; restricted_tasks: number }> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.agentUsage(agentId, day) }));
  // A day without tasks has no item yet.
  return parseItem(usageItem, Item ?? {});
};

/** Issues a new verification token; earlier ones stop working because the profile names the newest. */
export const replaceVerificationToken = async (agentId: string, pending: PendingVerification): Promise<void> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agent(agentId),
          UpdateExpression: 'SET verification_token_hash = :hash',
          ConditionExpression: 'attribute_exists(pk) AND email_verified = :false',
          ExpressionAttributeValues: { ':hash': pending.tokenHash, ':false': false },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
        condition: 'agent_unverified',
      },
      putVerificationToken(agentId, pending),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'agent_unverified') {
      throw error.item ? agentErrors.emailAlreadyVerified() : agentErrors.agentNotFound();
    }
    throw error;
  }
};

/**
 * Consumes a verification token: single use, valid until its expiry, and only the newest
 * token of its agent. Returns the verified agent.
 */
export const verifyEmail = async (tokenHash: string, now: Date, nextTier: (tier: Tier) => Tier): Promise<Agent> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.verificationToken(tokenHash), ConsistentRead: true }));
  const token = Item && parseItem(verificationTokenItem, Item);
  if (!token || !isLater(token.valid_until, now)) throw agentErrors.invalidVerificationToken();
  const agentId = token.agent_id;
  const agent = await getAgent(agentId);
  if (!agent) throw agentErrors.invalidVerificationToken();
  if (agent.email_verified) throw agentErrors.emailAlreadyVerified();
  const tier = nextTier(agent.tier);
  try {
    await transactWrite([
      {
        // Kept, marked used, until its TTL: a second use then hears that the email is verified.
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.verificationToken(tokenHash),
          UpdateExpression: 'SET used_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND valid_until > :now AND attribute_not_exists(used_at)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
        condition: 'token_unused',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: agentsKeys.agent(agentId),
          UpdateExpression: 'SET email_verified = :true, tier = :tier REMOVE verification_token_hash',
          // The tier condition keeps a concurrent upgrade (a deposit, say) from being overwritten.
          ConditionExpression: 'email_verified = :false AND verification_token_hash = :hash AND tier = :current',
          ExpressionAttributeValues: {
            ':true': true,
            ':false': false,
            ':hash': tokenHash,
            ':tier': tier,
            ':current': agent.tier,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
        condition: 'agent_unverified',
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'agent_unverified' && error.item && parseItem(agentItem, error.item).email_verified)
      throw agentErrors.emailAlreadyVerified();
    throw agentErrors.invalidVerificationToken();
  }
  return { ...agent, email_verified: true, tier };
};

export const getResendHistory = async (email: string): Promise<ResendHistory | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.resendHistory(normalizeEmail(email)), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { last_sent_at, day, sent_on_day } = parseItem(resendHistoryItem, Item);
  return { lastSentAt: last_sent_at, day, sentOnDay: sent_on_day };
};

/**
 * Records a resend, conditioned on the history being what the caller decided from: of parallel
 * resends only one can pass (false for the rest).
 */
export const recordResend = async (email: string, next: ResendHistory, previous: ResendHistory | undefined): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...agentsKeys.resendHistory(normalizeEmail(email)),
            last_sent_at: next.lastSentAt,
            day: next.day,
            sent_on_day: next.sentOnDay,
            expires_at: epochSeconds(new Date(Date.parse(next.lastSentAt) + 2 * 24 * 60 * 60 * 1000)),
          },
          ConditionExpression: previous ? 'last_sent_at = :previous' : 'attribute_not_exists(pk)',
          ...(previous ? { ExpressionAttributeValues: { ':previous': previous.lastSentAt } } : {}),
        },
        condition: 'resend_allowed',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'resend_allowed') return false;
    throw error;
  }
};
