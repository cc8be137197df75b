import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { errors } from '../../../../platform/kernel/errors';
import { TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { keys } from '../../../../platform/table/keys';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import type { DailyUsage } from '../../../accounts/agents/domain';
import { dailyLimitFailure, dailyUsageWrite } from '../../../accounts/agents/store';
import type { JournalEntry } from '../../../money/ledger/domain';
import { entryItems } from '../../../money/ledger/store';
import type { Tip } from '../domain/tips';

/**
 * The tip in one transaction: the task's `tips_cents` grows by the amount with ADD (racing tips
 * each add theirs; the task's version stays, no move is disturbed), conditioned on COMPLETED; the
 * journal entry debits the agent's deposit only while it covers the tip; the agent's day counts it
 * within the tier's spend (a task's counter: tips cannot spend round the limit); the contribution's idempotency
 * record commits with them. A sandbox tip has no entry and touches no task: only the contribution.
 */
export const recordTip = async (
  tip: Tip,
  entry: JournalEntry | undefined,
  { agentId, usage }: { agentId: string; usage: DailyUsage },
  contribute: Contributes<Tip>,
): Promise<void> => {
  const items: TransactItem[] = [
    ...(entry
      ? [
          {
            Update: {
              TableName: TABLE_NAME,
              Key: keys.task(tip.task_id),
              UpdateExpression: 'ADD tips_cents :amount',
              ConditionExpression: '#status = :completed',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':amount': tip.amount_cents, ':completed': 'COMPLETED' },
            },
            condition: 'task_completed' as const,
          },
          ...entryItems(entry, tip.created_at),
          dailyUsageWrite(agentId, usage, 0, tip.amount_cents),
        ]
      : []),
  ];
  try {
    // A sandbox tip without an Idempotency-Key writes nothing at all.
    await commitWith(items, contribute(tip));
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'task_completed') throw errors.taskNotTippable();
    if (error.condition === 'balance_covers') throw errors.insufficientTipBalance();
    if (error.condition === 'within_daily_limits') throw dailyLimitFailure(usage, error.item, 0, tip.amount_cents);
    throw error;
  }
};
