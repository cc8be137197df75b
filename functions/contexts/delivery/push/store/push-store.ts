import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import { getAll, queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import { operatorsKeys } from '../../../accounts/operators/store/keys';
import type { Point } from '../../../work/tasks/domain';
import { areaContains, type PushSubscription, pointCells } from '../domain/push';
import { pushErrors } from '../errors';
import { pushKeys } from './keys';
import { pushAreaItem, pushSubscriptionItem } from './push-items';

export const listSubscriptions = async (operatorId: string): Promise<PushSubscription[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': operatorsKeys.operator(operatorId).pk, ':prefix': pushKeys.pushSubscriptionPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(pushSubscriptionItem, item)).sort((a, b) => a.created_at.localeCompare(b.created_at));
};

/** The subscription, its area entries and its count on the operator in one transaction, conditioned on the count being below `limit`. */
export const insertSubscription = async (subscription: PushSubscription, limit: number): Promise<void> => {
  const { operator_id: operatorId, subscription_id: subscriptionId, near } = subscription;
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: pushKeys.operatorPushCount(operatorId),
          UpdateExpression: 'SET held = if_not_exists(held, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(held) OR held < :limit',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
        },
        condition: 'push_below_limit',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...pushKeys.pushSubscription(operatorId, subscriptionId), ...subscription },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
      ...subscription.cells.map((cell) => ({
        Put: {
          TableName: TABLE_NAME,
          Item: { ...pushKeys.pushArea(cell, subscriptionId), subscription_id: subscriptionId, operator_id: operatorId, near },
        },
      })),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'push_below_limit') throw pushErrors.tooManyPushSubscriptions(limit);
    throw error;
  }
};

/**
 * The subscription, its area entries and its slot, in one transaction conditioned on the
 * subscription being there: of two removals at once (a tap on "off" and a push service's 410),
 * one deletes and the other finds nothing.
 */
export const deleteSubscription = async (operatorId: string, subscriptionId: string): Promise<boolean> => {
  const [item] = await getAll([pushKeys.pushSubscription(operatorId, subscriptionId)]);
  if (!item) return false;
  const subscription = parseItem(pushSubscriptionItem, item);
  try {
    await transactWrite([
      {
        Delete: {
          TableName: TABLE_NAME,
          Key: pushKeys.pushSubscription(operatorId, subscriptionId),
          ConditionExpression: 'attribute_exists(pk)',
        },
        condition: 'subscription_exists',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: pushKeys.operatorPushCount(operatorId),
          UpdateExpression: 'SET held = held - :one',
          ConditionExpression: 'held > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
      ...subscription.cells.map((cell) => ({ Delete: { TableName: TABLE_NAME, Key: pushKeys.pushArea(cell, subscriptionId) } })),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'subscription_exists') return false;
    throw error;
  }
};

/**
 * The subscriptions filed under the point's cells (one query per precision, domain/push.ts), read
 * only for the entries whose area holds the point: a city's devices are many, those around one
 * task's exact place fewer.
 */
export const subscriptionsAround = async (point: Point): Promise<PushSubscription[]> => {
  const entries = (
    await Promise.all(
      pointCells(point).map((cell) =>
        queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pushKeys.pushAreaPartition(cell) } }),
      ),
    )
  )
    .flat()
    .map((item) => parseItem(pushAreaItem, item))
    .filter((entry) => areaContains(entry.near, point));
  const items = await getAll(entries.map((entry) => pushKeys.pushSubscription(entry.operator_id, entry.subscription_id)));
  return items.map((item) => parseItem(pushSubscriptionItem, item));
};

/** How long the batch's announcement mark is kept: its seats' stream records are long read by then. */
const ANNOUNCEMENT_KEPT_SECONDS = 7 * 24 * 3600;

/** The batch's announcement mark, put only where none is: one seat's record wins, however the records are spread over invocations. */
export const announceBatchOnce = async (batchId: string): Promise<boolean> => {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...pushKeys.batchAnnounced(batchId), expires_at: epochSeconds(new Date()) + ANNOUNCEMENT_KEPT_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
