import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Item, type ItemKey, queryAll } from '../../../../platform/table/query';
import { itemSchema, parseItem } from '../../../../platform/table/read-item';
import { setAndRemove } from '../../../../platform/table/update-expression';
import { taskItem } from '../../../work/tasks/store';
import { tasksKeys } from '../../../work/tasks/store/keys';
import { type AttemptRecord, type DeliveryStatus, statusAfter } from '../../engine/domain';
import type { CallbackDelivery, UnsettledCallback } from '../domain/deliveries';
import { callbackErrors } from '../errors';
import type { CallbackTask } from '../ports';
import { agentCallbackSecretItem, taskEventItem } from './callback-items';
import { callbacksKeys } from './keys';

/** What the sender reads of a task (a projection of its items). */
const callbackTargetItem = itemSchema(() =>
  z.pick(taskItem(), { task_id: true, agent_id: true, batch_id: true, callback_url: true, callback_secret_sealed: true }),
);

const versionOf = (sk: string): number => Number(sk.slice(tasksKeys.taskEventPrefix.length));

const toDelivery = (item: Item): CallbackDelivery => {
  const event = parseItem(taskEventItem, item);
  return {
    task_id: event.task_id,
    version: versionOf(event.sk),
    event: event.event,
    status: event.status,
    previous_status: event.previous_status,
    timestamp: event.timestamp,
    delivery_status: event.delivery_status ?? 'PENDING',
    attempts: event.attempts ?? 0,
    last_attempt_at: event.last_attempt_at,
    last_response_code: event.last_response_code,
    last_error: event.last_error,
    next_attempt_at: event.next_attempt_at,
    delivered_at: event.delivered_at,
    failed_at: event.failed_at,
    requeues: event.requeues ?? 0,
    requeued_at: event.requeued_at,
  };
};

/** A task's callback event items, oldest first (tasks without a callback_url have none). */
const callbackEvents = (taskId: string): Promise<Item[]> =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
    FilterExpression: 'has_callback = :true',
    ExpressionAttributeValues: { ':pk': tasksKeys.task(taskId).pk, ':events': tasksKeys.taskEventPrefix, ':true': true },
    ConsistentRead: true,
  });

/** Every callback event of a task, oldest first (tasks without a callback_url have none). */
export const listDeliveries = async (taskId: string): Promise<CallbackDelivery[]> => (await callbackEvents(taskId)).map(toDelivery);

/** The task's status changes whose callback is not settled, oldest first: what its callback check looks at. */
export const listUnsettledCallbacks = async (taskId: string): Promise<UnsettledCallback[]> =>
  (await callbackEvents(taskId)).flatMap((item) => {
    const delivery = toDelivery(item);
    return delivery.delivery_status === 'PENDING' ? [{ delivery, item }] : [];
  });

/** Where the delivery of an outbox event (a task's status change, a batch's consensus) stands, by its item's key. */
export const deliveryStatusOf = async (event: ItemKey): Promise<DeliveryStatus | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: event, ConsistentRead: true, ProjectionExpression: 'pk, delivery_status' }),
  );
  return Item && ((Item.delivery_status as DeliveryStatus | undefined) ?? 'PENDING');
};

const TARGET_FIELDS = 'sk, task_id, agent_id, batch_id, callback_url, callback_secret_sealed, gsi1pk, gsi1sk';

/**
 * A task's callback target, from its two items (the content's address and secret, the core's
 * batch_id); a batch seat that has written no content of its own yet reads its batch's shared content.
 */
export const getCallbackTarget = async (taskId: string): Promise<CallbackTask | undefined> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
      ProjectionExpression: TARGET_FIELDS,
      ExpressionAttributeValues: { ':pk': tasksKeys.task(taskId).pk, ':task': tasksKeys.taskItemsPrefix },
    }),
  );
  const core = Items.find((item) => item.sk === tasksKeys.task(taskId).sk);
  if (!core) return undefined;
  const batchId = typeof core.batch_id === 'string' ? core.batch_id : undefined;
  let content = Items.find((item) => item.sk === tasksKeys.taskContent(taskId).sk);
  if (!content && batchId) {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE_NAME, Key: tasksKeys.batchContent(batchId), ProjectionExpression: TARGET_FIELDS }),
    );
    content = Item;
  }
  const { sk: _sk, ...fields } = content ?? {};
  return parseItem(callbackTargetItem, {
    ...fields,
    task_id: taskId,
    agent_id: tasksKeys.ofAgentTasks(String(core.gsi1pk), String(core.gsi1sk)).agentId,
    ...(batchId ? { batch_id: batchId } : {}),
  });
};

/**
 * Records an attempt on the event item. A late duplicate (a redelivered message whose
 * event was delivered meanwhile) never turns DELIVERED back into a failure.
 */
export const recordAttempt = async (event: ItemKey, attempt: AttemptRecord): Promise<void> => {
  const set: Record<string, unknown> = {
    delivery_status: statusAfter(attempt.outcome),
    attempts: attempt.attempts,
    last_attempt_at: attempt.at,
    ...(attempt.responseCode !== undefined ? { last_response_code: attempt.responseCode } : {}),
    ...(attempt.outcome === 'delivered' ? { delivered_at: attempt.at } : { last_error: attempt.error }),
    ...(attempt.outcome === 'retrying' ? { next_attempt_at: attempt.nextAttemptAt } : {}),
    ...(attempt.outcome === 'failed' ? { failed_at: attempt.at } : {}),
  };
  const remove = [
    ...(attempt.responseCode === undefined ? ['last_response_code'] : []),
    ...(attempt.outcome !== 'retrying' ? ['next_attempt_at'] : []),
    ...(attempt.outcome === 'delivered' ? ['last_error'] : []),
  ];
  const { UpdateExpression, values } = setAndRemove(set, remove);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: event,
        UpdateExpression,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(delivered_at)',
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

/** The sealed default secret of an agent, if it has one. */
export const getAgentCallbackSecret = async (agentId: string): Promise<string | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: callbacksKeys.agentCallbackSecret(agentId), ConsistentRead: true }));
  return Item && parseItem(agentCallbackSecretItem, Item).sealed;
};

/**
 * Stores `sealed` as the agent's default secret unless it has one already, and marks it
 * revealed when `revealedAt` is given (once only: a second reveal is refused). Returns the
 * secret that is stored, which is the earlier one if two callers raced.
 */
export const keepAgentCallbackSecret = async (
  agentId: string,
  sealed: string,
  now: string,
  reveal: boolean,
): Promise<{ sealed: string; created_at: string }> => {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: callbacksKeys.agentCallbackSecret(agentId),
        UpdateExpression: `SET sealed = if_not_exists(sealed, :sealed), created_at = if_not_exists(created_at, :now)${reveal ? ', revealed_at = :now' : ''}`,
        ...(reveal ? { ConditionExpression: 'attribute_not_exists(revealed_at)' } : {}),
        ExpressionAttributeValues: { ':sealed': sealed, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(agentCallbackSecretItem, Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw callbackErrors.callbackSecretRevealed();
    throw error;
  }
};

/**
 * Takes an unsettled callback for queuing again: counts the requeue and when it was made,
 * conditioned on the count the sweep saw and on nothing settled, so two sweeps cannot both take
 * it and a delivery recorded meanwhile wins. Answers false when it was not taken.
 */
export const takeCallbackRequeue = async (delivery: CallbackDelivery, now: Date): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.taskEvent(delivery.task_id, delivery.version),
        UpdateExpression: 'SET requeues = :count, requeued_at = :now',
        ConditionExpression:
          '(attribute_not_exists(requeues) OR requeues = :seen) AND attribute_not_exists(delivered_at) AND attribute_not_exists(failed_at)',
        ExpressionAttributeValues: { ':count': delivery.requeues + 1, ':seen': delivery.requeues, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
