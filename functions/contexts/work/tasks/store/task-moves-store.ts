/**
 * A planned move (contexts/work/tasks/domain/task-moves.ts) written in one transaction: the task (conditioned on the
 * status and version it was planned from), the status-change event for the callback outbox, the
 * escrow's journal entry, the operator's open claims, and whatever else the move's caller writes
 * with it; then, as plain writes, what only reports it: the records' counters and a completed
 * task's record in the completion index. Nothing here decides: a plan arrives complete.
 */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../../../../platform/logging/logger';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, nothingContributed } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import { agentsKeys } from '../../../accounts/agents/store/keys';
import { operatorsKeys } from '../../../accounts/operators/store/keys';
import { entryItems } from '../../../money/ledger/store';
import type { ClaimChange, MovePlan, RecordCounts } from '../domain/task-moves';
import { putCompletion } from './completions-store';
import { tasksKeys } from './keys';
import { taskWrites } from './tasks-store';

const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Counters added to an existing item with `ADD` (concurrent moves each add their one; none is lost); a profile since erased counts nothing. */
const addCounters = async (Key: { pk: string; sk: string }, counters: readonly string[]): Promise<void> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key,
        UpdateExpression: `ADD ${counters.map((counter) => `${counter} :one`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

const recordWrites = ({ operator, agent }: RecordCounts): Promise<void>[] => [
  ...(operator ? [addCounters(operatorsKeys.operator(operator.operatorId), operator.counters)] : []),
  ...(agent ? [addCounters(agentsKeys.agent(agent.agentId), agent.counters)] : []),
];

/**
 * The operator item's `open_claims` set, which is also how a KYC rejection finds the operator's
 * tasks: a taken claim is added only while the set is below the limit (ConditionFailed
 * 'open_claims_below_limit' otherwise).
 */
const claimWrite = (claim: ClaimChange): TransactItem => {
  const ids = new Set([claim.taskId]);
  const Key = operatorsKeys.operator(claim.operatorId);
  return claim.change === 'take'
    ? {
        Update: {
          TableName: TABLE_NAME,
          Key,
          UpdateExpression: 'ADD open_claims :ids',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(open_claims) OR size(open_claims) < :max)',
          ExpressionAttributeValues: { ':ids': ids, ':max': claim.limit },
        },
        condition: 'open_claims_below_limit',
      }
    : {
        Update: {
          TableName: TABLE_NAME,
          Key,
          UpdateExpression: 'DELETE open_claims :ids',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':ids': ids },
        },
        condition: 'operator_exists',
      };
};

/** The status-change event its callbacks are sent from. */
const eventWrite = ({ from, next, transition, money }: MovePlan, now: Date): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...tasksKeys.taskEvent(from.task_id, next.version),
      event: 'task.status_changed',
      task_id: from.task_id,
      agent_id: from.agent_id,
      status: next.status,
      previous_status: from.status,
      // The callback of a cancel from ACCEPTED says what the operator was paid.
      ...(money?.kind === 'kill_fee' ? { kill_fee_cents: next.kill_fee_cents } : {}),
      // What moved it: a workflow's start may depend on it (the Guardian's VERIFIED is finalized by its own run).
      trigger: transition.trigger,
      timestamp: next.updated_at,
      // The callback pipe forwards only events of tasks that have somewhere to send them; the
      // sweep queues such an event again if its delivery is not settled in time (Task.callbacks_due).
      ...(next.callback_url ? { has_callback: true } : {}),
      expires_at: epochSeconds(new Date(now.getTime() + EVENT_RETENTION_MS)),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'item_absent',
});

/**
 * Writes the plan, with `also` (a submit's evidence records and image claims, the back office's
 * audit entry) in the same transaction. A move that lost a race fails with ConditionFailed
 * 'task_unchanged'; one over the claim limit with 'open_claims_below_limit'. What only reports the
 * move (the records' counters, the completion record) follows as plain writes, by the move's
 * winner alone, so never twice: no condition and no answer depends on them, and one that fails
 * (a crash in between, say) costs a count or a quote's sample, never the move, which is logged.
 */
export const commitMove = async (plan: MovePlan, now: Date, also: Contribution = nothingContributed): Promise<void> => {
  await commitWith(
    [
      ...taskWrites(plan.from, plan.next),
      eventWrite(plan, now),
      ...(plan.money ? entryItems(plan.money, plan.next.updated_at) : []),
      ...(plan.claim ? [claimWrite(plan.claim)] : []),
    ],
    also,
  );
  const reports = await Promise.allSettled([...recordWrites(plan.records), ...(plan.completion ? [putCompletion(plan.completion)] : [])]);
  for (const report of reports)
    if (report.status === 'rejected')
      logger.error('Move committed, its records not counted', { task_id: plan.from.task_id, error: report.reason as Error });
};
