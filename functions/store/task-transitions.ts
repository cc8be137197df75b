import { accounts } from '../core/accounts';
import { lapsesAt, splitEscrow } from '../core/disputes';
import { entries, type JournalEntry } from '../core/ledger';
import { type Actor, OPEN_CLAIM_STATUSES, type Task } from '../core/tasks';
import { abandonAt, callbackCheckAt } from '../core/timers';
import { decide, transitionFor, type Transition, type Trigger } from '../core/transitions';
import { errors } from '../core/errors';
import { BUSINESS_METRICS, countMetric } from '../logging/metrics';
import { config } from '../settings';
import { TABLE_NAME } from './client';
import { epochSeconds, keys } from './keys';
import { entryItems } from './ledger';
import { getTask, taskWrites } from './tasks';
import { ConditionFailed, transactWrite, type TransactItem } from './transactions';

const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 3;

export interface TransitionRequest {
  taskId: string;
  trigger: Trigger;
  actor: Actor;
  now: Date;
  /** Attributes the move sets besides its status (timestamps, the claim, the proof...). */
  changes?: (task: Task) => Partial<Task>;
  /** Attributes the move clears (a withdrawn claim, say). */
  clears?: readonly (keyof Task)[];
  /** Items the move's own transaction writes too (a submit's evidence and image claims, the back office's audit entry). */
  writes?: (next: Task) => readonly TransactItem[];
}

export interface TransitionResult {
  task: Task;
  transition: Transition;
}

/** The money a move releases, refunds or splits, if the task holds any; `next` carries a split's share. */
const moneyFor = (transition: Transition, task: Task, next: Task): JournalEntry | undefined => {
  if (task.sandbox || task.escrow_cents === 0 || !transition.money) return undefined;
  if (transition.money === 'refund') return entries.escrowRefund(task.agent_id, task.task_id, task.escrow_cents);
  if (!task.operator) throw new Error(`task ${task.task_id} has no operator to release escrow to`);
  if (transition.money === 'release') return entries.escrowRelease(task.agent_id, task.task_id, task.operator.id, task.reward_cents, task.fee_cents);
  const share = next.dispute?.resolution?.operator_cents;
  if (share === undefined) throw new Error(`task ${task.task_id}: a split needs the operator's share`);
  return entries.escrowSplit(task.agent_id, task.task_id, task.operator.id, splitEscrow(task.reward_cents, task.fee_cents, share));
};

/** What the back office sees of an operator's record, counted in the move's transaction: completions and dispute outcomes. */
const OPERATOR_RECORD: Partial<Record<Trigger, readonly string[]>> = {
  finalize: ['tasks_completed'],
  resolve_release: ['tasks_completed', 'disputes_won'],
  resolve_split: ['tasks_completed', 'disputes_split'],
  resolve_refund: ['disputes_lost'],
  lapse_dispute: ['disputes_lost'],
};

/** What operators see of an agent's record (operator task views), counted the same way: tasks that completed, tasks disputed. */
const AGENT_RECORD: Partial<Record<Trigger, readonly string[]>> = {
  finalize: ['completed_tasks'],
  resolve_release: ['completed_tasks'],
  resolve_split: ['completed_tasks'],
  agent_reject: ['disputed_tasks'],
};

/** Counters added to an existing item with `ADD` (concurrent moves each add their one; none is lost). */
const addCounters = (
  Key: { pk: string; sk: string },
  counters: readonly string[] | undefined,
  condition: 'operator_exists' | 'agent_exists',
): TransactItem[] =>
  counters
    ? [
        {
          Update: {
            TableName: TABLE_NAME,
            Key,
            UpdateExpression: `ADD ${counters.map((counter) => `${counter} :one`).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          },
          condition,
        },
      ]
    : [];

/** The records of the operator and of the agent, for a real task's move that counts in them. */
const records = (task: Task, transition: Transition): TransactItem[] => {
  if (task.sandbox) return [];
  return [
    ...(task.operator ? addCounters(keys.operator(task.operator.id), OPERATOR_RECORD[transition.trigger], 'operator_exists') : []),
    ...addCounters(keys.agent(task.agent_id), AGENT_RECORD[transition.trigger], 'agent_exists'),
  ];
};

const isOpenClaim = (task: Task) => OPEN_CLAIM_STATUSES.includes(task.status);

/**
 * Keeps the operator's set of open claims (operator item, `open_claims`) in step with the move,
 * in its transaction: taking a claim adds the task, conditioned on the operator holding fewer
 * than MAX_OPEN_CLAIMS (so concurrent claims cannot all pass), and leaving one removes it. The
 * set is also how a KYC rejection finds the operator's tasks. Sandbox tasks have no operator.
 */
const claimBookkeeping = (task: Task, next: Task): TransactItem[] => {
  const operatorId = (next.operator ?? task.operator)?.id;
  if (task.sandbox || !operatorId || isOpenClaim(task) === isOpenClaim(next)) return [];
  const Key = keys.operator(operatorId);
  const ids = new Set([task.task_id]);
  if (isOpenClaim(next)) {
    return [
      {
        Update: {
          TableName: TABLE_NAME,
          Key,
          UpdateExpression: 'ADD open_claims :ids',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(open_claims) OR size(open_claims) < :max)',
          ExpressionAttributeValues: { ':ids': ids, ':max': config.maxOpenClaims },
        },
        condition: 'open_claims_below_limit',
      },
    ];
  }
  return [
    {
      Update: {
        TableName: TABLE_NAME,
        Key,
        UpdateExpression: 'DELETE open_claims :ids',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ids': ids },
      },
      condition: 'operator_exists',
    },
  ];
};

/**
 * What a committed move did, counted here because every move of money on a task passes here
 * once (a retry that loses the race writes nothing and counts nothing): a completion, and the
 * escrow released to the operator and the platform or refunded to the agent, in cents.
 */
const countMoveMetrics = (next: Task, money: JournalEntry | undefined): void => {
  if (next.sandbox) return;
  if (next.status === 'COMPLETED') countMetric(BUSINESS_METRICS.tasksCompleted);
  if (!money) return;
  const refunded = money.postings.find((posting) => posting.account === accounts.agentDeposit(next.agent_id))?.amount ?? 0;
  const released = money.postings.filter((posting) => posting.amount > 0).reduce((sum, posting) => sum + posting.amount, 0) - refunded;
  countMetric(BUSINESS_METRICS.moneyRefunded, refunded);
  countMetric(BUSINESS_METRICS.moneyReleased, released);
};

/**
 * The one way a task changes status. Decides the move by the transition table, then writes
 * in one transaction: the task (conditioned on the status and version it decided from), the
 * status-change event for the callback outbox, and any escrow refund or release. A caller
 * that lost a race decides again from the task as the failed condition returned it, so it
 * ends with the table's own refusal (TransitionRefusedError).
 */
export const transitionTask = async (request: TransitionRequest): Promise<TransitionResult> => {
  let task = await getTask(request.taskId);
  for (let attempt = 1; ; attempt++) {
    // Operators' and the back office's messages already say "not found or ..."; agents and workflows get the plain one.
    if (!task)
      throw request.actor.kind === 'operator' || request.actor.kind === 'admin' ? transitionFor(request.trigger).refused() : errors.taskNotFound();
    const decision = decide(
      {
        status: task.status,
        sandbox: task.sandbox,
        agentId: task.agent_id,
        operatorId: task.operator?.id,
        deadline: task.deadline,
        approvalDeadline: task.approval_deadline,
        abandonAt: abandonAt(task, config.timerRules),
        disputeLapsesAt: lapsesAt(task),
      },
      request.trigger,
      request.actor,
      request.now,
    );
    if (!decision.allowed) throw decision.error;
    const { transition } = decision;
    const at = request.now.toISOString();
    const next: Task = { ...task, ...request.changes?.(task), status: transition.to, version: task.version + 1, updated_at: at };
    // A new status owes its own steps: restarts of the last one no longer count.
    for (const attribute of [...(request.clears ?? []), 'resumes' as const]) delete next[attribute];
    // Its callback must be checked by the stall delay: a pending check (due no later) covers it, else one is set.
    if (next.callback_url) next.callbacks_due = task.callbacks_due ?? callbackCheckAt({ timestamp: at }, config.timerRules);
    const money = moneyFor(transition, task, next);
    if (money) {
      // What went back to the agent's deposit: all of it on a refund, the rest on a split.
      const refunded = money.postings.find((posting) => posting.account === accounts.agentDeposit(next.agent_id))?.amount;
      next.escrow_cents = 0;
      if (refunded) next.refunded_cents = refunded;
    }

    const items: TransactItem[] = [
      ...taskWrites(task, next),
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...keys.taskEvent(task.task_id, next.version),
            event: 'task.status_changed',
            task_id: task.task_id,
            agent_id: task.agent_id,
            status: next.status,
            previous_status: task.status,
            timestamp: at,
            // The callback pipe forwards only events of tasks that have somewhere to send them; the
            // sweep queues such an event again if its delivery is not settled in time (Task.callbacks_due).
            ...(next.callback_url ? { has_callback: true } : {}),
            expires_at: epochSeconds(new Date(request.now.getTime() + EVENT_RETENTION_MS)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
      ...(money ? entryItems(money, at) : []),
      ...claimBookkeeping(task, next),
      ...records(task, transition),
      ...(request.writes?.(next) ?? []),
    ];
    try {
      await transactWrite(items);
      countMoveMetrics(next, money);
      return { task: next, transition };
    } catch (error) {
      if (error instanceof ConditionFailed && error.condition === 'open_claims_below_limit') throw errors.tooManyOpenClaims();
      if (!(error instanceof ConditionFailed && error.condition === 'task_unchanged')) throw error;
      if (attempt >= MAX_ATTEMPTS) throw transition.refused();
      // Someone else moved the task first: decide again from what they left.
      task = await getTask(request.taskId);
    }
  }
};
