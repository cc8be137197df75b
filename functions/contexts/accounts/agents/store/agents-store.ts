import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { normalizeEmail } from '../../../../platform/kernel/email';
import { isLater } from '../../../../platform/kernel/instants';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { getAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import type { Agent } from '../domain/agents';
import type { ResendHistory } from '../domain/email-verification';
import type { Tier } from '../domain/tiers';
import { agentErrors } from '../errors';
import { agentItem, agentRecordItem, resendHistoryItem, verificationTokenItem } from './agent-item';
import { keyWrites, type NewKey } from './api-keys-store';
import { agentsKeys } from './keys';

export interface PendingVerification {
  tokenHash: string;
  expiresAt: Date;
}

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
      ...keyWrites(agent.agent_id, key, agent.created_at),
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
