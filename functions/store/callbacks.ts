import * as z from 'zod/mini';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DeliveryStatus } from '../core/deliveries';
import { errors } from '../core/errors';
import type { Task, TaskStatus } from '../core/tasks';
import { config } from '../settings';
import { ddb, TABLE_NAME } from './client';
import { keys } from './keys';
import { agentCallbackSecretItem, taskEventItem } from './items/callbacks';
import { itemKey, itemSchema, parseItem } from './items/read';
import { taskItem } from './items/task';
import { getAll, queryAll, takeDueCheck, type Item } from './query';

/** What the sender reads of a task (a projection of its content item). */
const callbackTargetItem = itemSchema(() => z.pick(taskItem(), { task_id: true, agent_id: true, callback_url: true, callback_secret_sealed: true }));

/** A status-change event and where its callback delivery stands. */
export interface CallbackDelivery {
  task_id: string;
  version: number;
  event: 'task.status_changed';
  status: TaskStatus;
  previous_status: TaskStatus;
  timestamp: string;
  delivery_status: DeliveryStatus;
  attempts: number;
  last_attempt_at?: string;
  last_response_code?: number;
  last_error?: string;
  next_attempt_at?: string;
  delivered_at?: string;
  failed_at?: string;
}

const versionOf = (sk: string): number => Number(sk.slice(keys.taskEventPrefix.length));

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
  };
};

/** Every callback event of a task, oldest first (tasks without a callback_url have none). */
export const listDeliveries = async (taskId: string): Promise<CallbackDelivery[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
      FilterExpression: 'has_callback = :true',
      ExpressionAttributeValues: { ':pk': keys.task(taskId).pk, ':events': keys.taskEventPrefix, ':true': true },
      ConsistentRead: true,
    })
  ).map(toDelivery);

export const getDelivery = async (taskId: string, version: number): Promise<CallbackDelivery | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.taskEvent(taskId, version), ConsistentRead: true }));
  return Item && toDelivery(Item);
};

/** What the sender needs of a task: where to send, and the sealed secret to sign with. */
export const getCallbackTarget = async (
  taskId: string,
): Promise<Pick<Task, 'task_id' | 'agent_id' | 'callback_url' | 'callback_secret_sealed'> | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: keys.taskContent(taskId),
      ProjectionExpression: 'task_id, agent_id, callback_url, callback_secret_sealed',
    }),
  );
  return Item && parseItem(callbackTargetItem, Item, keys.taskContent(taskId));
};

export type AttemptRecord =
  | { outcome: 'delivered'; at: string; attempts: number; responseCode: number }
  | { outcome: 'retrying'; at: string; attempts: number; responseCode?: number; error: string; nextAttemptAt: string }
  | { outcome: 'failed'; at: string; attempts: number; responseCode?: number; error: string };

/**
 * Records an attempt on the event item. A late duplicate (a redelivered message whose
 * event was delivered meanwhile) never turns DELIVERED back into a failure.
 */
/**
 * When the sweep should queue an unsettled callback again: the stall delay (STALL_RESUME_SECONDS)
 * after the event or its next retry, once more as long after each requeue.
 */
export const callbackCheckAfter = (from: Date, requeues: number): string =>
  new Date(from.getTime() + config.timerRules.stallMs * (1 + requeues)).toISOString();

export const recordAttempt = async (taskId: string, version: number, attempt: AttemptRecord): Promise<void> => {
  // A settled delivery leaves the sweep's index; a retry is checked again after its next attempt is due.
  const check =
    attempt.outcome === 'retrying' ? keys.callbackCheck(callbackCheckAfter(new Date(attempt.nextAttemptAt), 0), taskId, version) : undefined;
  const set: Record<string, unknown> = {
    ...check,
    delivery_status: { delivered: 'DELIVERED', retrying: 'PENDING', failed: 'FAILED' }[attempt.outcome],
    attempts: attempt.attempts,
    last_attempt_at: attempt.at,
    ...(attempt.responseCode !== undefined ? { last_response_code: attempt.responseCode } : {}),
    ...(attempt.outcome === 'delivered' ? { delivered_at: attempt.at } : { last_error: attempt.error }),
    ...(attempt.outcome === 'retrying' ? { next_attempt_at: attempt.nextAttemptAt } : {}),
    ...(attempt.outcome === 'failed' ? { failed_at: attempt.at } : {}),
  };
  const remove = [
    ...(check ? [] : ['gsi3pk', 'gsi3sk']),
    ...(attempt.responseCode === undefined ? ['last_response_code'] : []),
    ...(attempt.outcome !== 'retrying' ? ['next_attempt_at'] : []),
    ...(attempt.outcome === 'delivered' ? ['last_error'] : []),
  ];
  const names = Object.keys(set);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: keys.taskEvent(taskId, version),
        UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(delivered_at)',
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

/** The sealed default secret of an agent, if it has one. */
export const getAgentCallbackSecret = async (agentId: string): Promise<string | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.agentCallbackSecret(agentId), ConsistentRead: true }));
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
        Key: keys.agentCallbackSecret(agentId),
        UpdateExpression: `SET sealed = if_not_exists(sealed, :sealed), created_at = if_not_exists(created_at, :now)${reveal ? ', revealed_at = :now' : ''}`,
        ...(reveal ? { ConditionExpression: 'attribute_not_exists(revealed_at)' } : {}),
        ExpressionAttributeValues: { ':sealed': sealed, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(agentCallbackSecretItem, Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw errors.callbackSecretRevealed();
    throw error;
  }
};

/** A status-change event whose callback is due to be queued again, as the table holds it. */
export interface DueCallbackEvent {
  taskId: string;
  version: number;
  /** The whole item, for the queue message (the stream record's new image). */
  item: Item;
  /** Its place in the sweep's index: taking it is conditioned on it. */
  check: string;
  requeues: number;
}

/** Status changes among the due timer entries (store/query dueTimerEntries) whose callback is unsettled, to be queued again; oldest first. */
export const listDueCallbackEvents = async (due: readonly Item[]): Promise<DueCallbackEvent[]> => {
  const events = due.filter((entry) => String(entry.sk).startsWith(keys.taskEventPrefix));
  const items = await getAll(events.map((entry) => parseItem(itemKey, entry)));
  return items.map((item) => ({
    taskId: String(item.task_id),
    version: Number(String(item.sk).slice(keys.taskEventPrefix.length)),
    item,
    check: String(item.gsi3sk),
    requeues: Number(item.requeues ?? 0),
  }));
};

/**
 * Takes a due callback event for queuing again: counts the requeue and moves its check on,
 * conditioned on the check the sweep saw, so two sweeps cannot both take it and a delivery
 * recorded meanwhile wins. Answers false when it was not taken.
 */
export const takeCallbackRequeue = (event: DueCallbackEvent, now: Date): Promise<boolean> => {
  const requeues = event.requeues + 1;
  const next = keys.callbackCheck(callbackCheckAfter(now, requeues), event.taskId, event.version).gsi3sk;
  return takeDueCheck(keys.taskEvent(event.taskId, event.version), { seen: event.check, next, counter: 'requeues', count: requeues });
};
