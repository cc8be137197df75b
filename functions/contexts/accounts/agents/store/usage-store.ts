/** The agent's day of use (tasks, spend, restricted tasks) that the tier limits count, kept by condition in the transactions that use it. */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainError } from '../../../../platform/kernel/errors';
import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import { type DailyUsage, dailyLimitRefusal } from '../domain/tiers';
import { agentErrors } from '../errors';
import { usageItem } from './agent-item';
import { agentsKeys } from './keys';

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
