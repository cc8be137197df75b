import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { TABLE_NAME } from '../../../../platform/table/client';
import { type Contributes, together } from '../../../../platform/table/contribution';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import type { DailyUsage } from '../../../accounts/agents/domain';
import { dailyUsageContribution } from '../../../accounts/agents/store';
import type { JournalEntry } from '../../../money/ledger/domain';
import { entryContribution } from '../../../money/ledger/store';
import { taskErrors } from '../../tasks/errors';
import { tasksKeys } from '../../tasks/store/keys';
import type { Tip } from '../domain/tips';
import { tipErrors } from '../errors';

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
              Key: tasksKeys.task(tip.task_id),
              UpdateExpression: 'ADD tips_cents :amount',
              ConditionExpression: '#status = :completed',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':amount': tip.amount_cents, ':completed': 'COMPLETED' },
            },
            condition: 'task_completed' as const,
          },
        ]
      : []),
  ];
  // The deposit's debit and the day's spend, refused as the ledger and the agent's account say.
  const spent = entry
    ? [
        entryContribution(entry, tip.created_at, () => tipErrors.insufficientTipBalance()),
        dailyUsageContribution(agentId, usage, 0, tip.amount_cents),
      ]
    : [];
  try {
    // A sandbox tip without an Idempotency-Key writes nothing at all.
    await commitWith(items, together(...spent, contribute(tip)));
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'task_completed') throw taskErrors.taskNotCompleted();
    throw error;
  }
};
