import { type Contribution, nothingContributed } from '../../../../platform/table/contribution';
/**
 * A planned move (contexts/work/tasks/domain/task-moves.ts) written in one transaction: the task (conditioned on the
 * status and version it was planned from), the status-change event for the callback outbox, the
 * escrow's journal entry, the operator's open claims, the records' counters, a completed task's
 * record in the completion index, and whatever else
 * the move's caller writes with it. Nothing here decides: a plan arrives complete.
 */

import { TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import { agentsKeys } from '../../../accounts/agents/store/keys';
import { operatorsKeys } from '../../../accounts/operators/store/keys';
import { entryItems } from '../../../money/ledger/store';
import type { ClaimChange, MovePlan, RecordCounts } from '../domain/task-moves';
import { completionWrite } from './completions-store';
import { tasksKeys } from './keys';
import { taskWrites } from './tasks-store';

const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Counters added to an existing item with `ADD` (concurrent moves each add their one; none is lost). */
const addCounters = (Key: { pk: string; sk: string }, counters: readonly string[], condition: 'operator_exists' | 'agent_exists'): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key,
    UpdateExpression: `ADD ${counters.map((counter) => `${counter} :one`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
  },
  condition,
});

const recordWrites = ({ operator, agent }: RecordCounts): TransactItem[] => [
  ...(operator ? [addCounters(operatorsKeys.operator(operator.operatorId), operator.counters, 'operator_exists')] : []),
  ...(agent ? [addCounters(agentsKeys.agent(agent.agentId), agent.counters, 'agent_exists')] : []),
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
 * 'task_unchanged'; one over the claim limit with 'open_claims_below_limit'.
 */
export const commitMove = async (plan: MovePlan, now: Date, also: Contribution = nothingContributed): Promise<void> => {
  await commitWith(
    [
      ...taskWrites(plan.from, plan.next),
      eventWrite(plan, now),
      ...(plan.money ? entryItems(plan.money, plan.next.updated_at) : []),
      ...(plan.claim ? [claimWrite(plan.claim)] : []),
      ...recordWrites(plan.records),
      ...(plan.completion ? [completionWrite(plan.completion)] : []),
    ],
    also,
  );
};
