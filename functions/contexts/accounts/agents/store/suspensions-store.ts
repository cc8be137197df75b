/** The agent's suspension and its history, each change committed with what its caller contributes. */

import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed, type ConditionName } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import type { Suspension, SuspensionEvent } from '../domain/agents';
import { agentErrors } from '../errors';
import { agentSuspensionItem, suspensionEventItem } from './agent-item';
import { agentsKeys } from './keys';

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
