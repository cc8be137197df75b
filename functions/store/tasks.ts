import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { errors } from '../core/errors';
import type { JournalEntry } from '../core/ledger';
import { toDollars, type Cents } from '../core/money';
import type { Task, TaskStatus } from '../core/tasks';
import { nextTimer } from '../core/timers';
import { config } from '../settings';
import { ddb, TABLE_NAME } from './client';
import { epochSeconds, keys } from './keys';
import { entryItems } from './ledger';
import { usageItem } from './items/agent';
import { itemKey, parseItem } from './items/read';
import { taskItem } from './items/task';
import { getAll, queryAll, type Item } from './query';
import { ConditionFailed, transactWrite, type TransactItem } from './transactions';

/** A task item as the domain sees it: checked, without its keys and index attributes. */
export const toTask = (item: Item): Task => parseItem(taskItem, item);

/**
 * Index attributes a task carries in its status: its agent's list; the open list (operators
 * browse PENDING real tasks only); and the timer index while a deadline can still fire.
 */
export const indexAttributes = (task: Task) => {
  const timer = nextTimer(task, config.timerRules);
  return {
    ...keys.agentTasks(task.agent_id, task.created_at, task.task_id),
    ...(task.status === 'PENDING' && !task.sandbox ? keys.openTask(task.created_at, task.task_id) : {}),
    ...(timer ? keys.taskTimer(timer.dueAt, task.task_id) : {}),
  };
};

/** The day the task counts against, and its tier's daily limits. */
export interface DailyUsage {
  day: string;
  tier: string;
  maxTasks: number;
  maxSpend: Cents;
}

/**
 * Creates a task in one transaction with everything it implies: the day's usage counters
 * (tier limits), the escrow hold (real tasks) and whatever `extraItems` the caller commits
 * with it (an idempotency record). Throws the tier, balance or idempotency error that stops it.
 */
export const insertTask = async (task: Task, usage: DailyUsage, hold: JournalEntry | undefined, extraItems: TransactItem[]): Promise<void> => {
  const spend = task.reward_cents;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: TABLE_NAME,
        Key: keys.agentUsage(task.agent_id, usage.day),
        UpdateExpression: 'ADD tasks :one, spend_cents :spend SET expires_at = :expires',
        ConditionExpression:
          '(attribute_not_exists(tasks) OR tasks < :maxTasks) AND (attribute_not_exists(spend_cents) OR spend_cents <= :spendRoom)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':spend': spend,
          ':maxTasks': usage.maxTasks,
          ':spendRoom': usage.maxSpend - spend,
          ':expires': epochSeconds(new Date(Date.parse(`${usage.day}T00:00:00.000Z`) + 8 * 24 * 60 * 60 * 1000)),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
      condition: 'within_daily_limits',
    },
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...keys.task(task.task_id), ...indexAttributes(task), ...task },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
      condition: 'item_absent',
    },
    ...(hold ? entryItems(hold, task.created_at) : []),
    ...extraItems,
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    switch (error.condition) {
      case 'within_daily_limits': {
        const tasksToday = error.item ? parseItem(usageItem, error.item).tasks : 0;
        throw tasksToday >= usage.maxTasks
          ? errors.dailyTaskLimit(usage.tier, usage.maxTasks)
          : errors.dailySpendLimit(usage.tier, toDollars(usage.maxSpend));
      }
      case 'balance_covers':
        throw errors.insufficientEscrowBalance();
      case 'idempotency_lease':
        throw errors.idempotencyInFlight();
      default:
        throw error;
    }
  }
};

export const getTask = async (taskId: string): Promise<Task | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.task(taskId), ConsistentRead: true }));
  return Item && toTask(Item);
};

/** The tasks that index entries point at, read from the table (the indexes project little). */
const tasksAt = async (indexItems: Item[]): Promise<Task[]> => (await getAll(indexItems.map((entry) => parseItem(itemKey, entry)))).map(toTask);

/** An agent's tasks, newest first, optionally of one status, with the total for paging. */
export const listAgentTasks = async (
  agentId: string,
  options: { status?: TaskStatus; limit: number; offset: number },
): Promise<{ tasks: Task[]; total: number }> => {
  const matching = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(options.status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: { ':pk': keys.agentTasksPartition(agentId), ...(options.status ? { ':status': options.status } : {}) },
    ScanIndexForward: false,
  });
  return { tasks: await tasksAt(matching.slice(options.offset, options.offset + options.limit)), total: matching.length };
};

/** Tasks operators can claim: PENDING, real (the index holds no sandbox task), unexpired; newest first. */
export const listOpenTasks = async (options: { taskType?: string; now: Date; limit: number; offset: number }) => {
  const matching = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :open',
    FilterExpression: `deadline > :now${options.taskType ? ' AND task_type = :type' : ''}`,
    ExpressionAttributeValues: {
      ':open': keys.openTask('', '').gsi2pk,
      ':now': options.now.toISOString(),
      ...(options.taskType ? { ':type': options.taskType } : {}),
    },
    ScanIndexForward: false,
  });
  return { tasks: await tasksAt(matching.slice(options.offset, options.offset + options.limit)), total: matching.length };
};

/** Tasks whose next timer is due at or before `now`, oldest first. */
export const listDueTasks = async (now: Date): Promise<Task[]> =>
  tasksAt(
    await queryAll({
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :timers AND gsi3sk <= :upTo',
      ExpressionAttributeValues: { ':timers': keys.timersPartition, ':upTo': `${now.toISOString()}#~` },
    }),
  );

/**
 * Writes a task whose status does not change (an appeal filed on a dispute, a stalled step counted
 * as resumed), conditioned on the version it was decided from; its index attributes follow (an
 * appealed dispute leaves the timer index, a resumed step's next check moves on). Answers false
 * when the task moved on meanwhile.
 */
export const saveWithoutTransition = async (task: Task, next: Task): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...keys.task(next.task_id), ...indexAttributes(next), ...next },
          ConditionExpression: '#status = :status AND version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': task.status, ':version': task.version },
        },
        condition: 'task_unchanged',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'task_unchanged') return false;
    throw error;
  }
};
