/**
 * What a task's move does, decided without touching storage: the status it enters (by the
 * transition table), the money it releases, refunds or splits, what it counts in the operator's
 * and the agent's records, the claim it takes or gives back, and the status-change event it owes
 * its callbacks. The store writes a plan in one transaction (contexts/work/tasks/store/task-moves-store.ts commitMove); the
 * use case loads, plans, commits and plans again when another move won (contexts/work/tasks/use-cases/move-task.ts).
 */

import type { Cents } from '../../../../platform/kernel/money';
import { accounts, escrowEntries, type JournalEntry } from '../../../money/ledger/domain';
import { callbackCheckAt, type TimerRules } from '../../timers/domain';
import { taskErrors } from '../errors';
import { type Completion, completionOf } from './completions';
import { lapsesAt } from './disputes';
import { splitEscrow } from './escrow-split';
import { KILL_FEE_STATUSES, type KillFeeRules, killFeeCents } from './kill-fees';
import { abandonAt, holdLapsesAt } from './task-timers';
import { type Actor, OPEN_CLAIM_STATUSES, type Task } from './tasks';
import { decide, type Transition, type Trigger, transitionFor } from './transitions';

export interface MoveRequest {
  taskId: string;
  trigger: Trigger;
  actor: Actor;
  now: Date;
  /** Attributes the move sets besides its status (timestamps, the claim, the proof...). */
  changes?: (task: Task) => Partial<Task>;
  /** Attributes the move clears (a withdrawn claim, say). */
  clears?: readonly (keyof Task)[];
}

/** The settings a plan depends on. */
export interface MoveRules {
  timerRules: TimerRules;
  /** Claims an operator may hold open at once. */
  maxOpenClaims: number;
  killFee: KillFeeRules;
}

/** Counters a move adds one to, in the operator's record (the back office's view) and the agent's (operators' view). */
export interface RecordCounts {
  operator?: { operatorId: string; counters: readonly string[] };
  agent?: { agentId: string; counters: readonly string[] };
}

/** A claim the move takes (only while the operator holds fewer than `limit`) or gives back. */
export type ClaimChange = { operatorId: string; taskId: string } & ({ change: 'take'; limit: number } | { change: 'give_back' });

export interface MovePlan {
  transition: Transition;
  /** The task as the plan was made from it: the commit is conditioned on its status and version. */
  from: Task;
  next: Task;
  money?: JournalEntry;
  /** How the money splits between going out (operator and platform) and coming back (the agent), for the metrics. */
  moneyMoved?: { releasedCents: Cents; refundedCents: Cents };
  records: RecordCounts;
  claim?: ClaimChange;
  /** A real task that completes leaves a record in the completion index, which quotes read. */
  completion?: Completion;
}

/** What the back office sees of an operator's record, counted once the move has committed (the store's commitMove): completions and dispute outcomes. */
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

/** The money a move releases, refunds or splits, if the task holds any; `next` carries a split's share. */
const moneyFor = (transition: Transition, task: Task, next: Task, rules: MoveRules): JournalEntry | undefined => {
  if (task.sandbox || task.escrow_cents === 0 || !transition.money) return undefined;
  if (transition.money === 'kill_fee' && task.operator && KILL_FEE_STATUSES.includes(task.status)) {
    const fee = killFeeCents(task.reward_cents, rules.killFee);
    return escrowEntries.killFee(task.agent_id, task.task_id, task.operator.id, { operator: fee, refund: task.escrow_cents - fee });
  }
  if (transition.money === 'refund' || transition.money === 'kill_fee')
    return escrowEntries.escrowRefund(task.agent_id, task.task_id, task.escrow_cents);
  if (!task.operator) throw new Error(`task ${task.task_id} has no operator to release escrow to`);
  if (transition.money === 'release')
    return escrowEntries.escrowRelease(task.agent_id, task.task_id, task.operator.id, task.reward_cents, task.fee_cents);
  const share = next.dispute?.resolution?.operator_cents;
  if (share === undefined) throw new Error(`task ${task.task_id}: a split needs the operator's share`);
  return escrowEntries.escrowSplit(task.agent_id, task.task_id, task.operator.id, splitEscrow(task.reward_cents, task.fee_cents, share));
};

/** Of an escrow entry, what returns to the agent's deposit and what leaves to the operator and the platform. */
const moneyMovedBy = (money: JournalEntry, agentId: string): { releasedCents: Cents; refundedCents: Cents } => {
  const refundedCents = money.postings.find((posting) => posting.account === accounts.agentDeposit(agentId))?.amount ?? 0;
  const credited = money.postings.filter((posting) => posting.amount > 0).reduce((sum, posting) => sum + posting.amount, 0);
  return { releasedCents: credited - refundedCents, refundedCents };
};

const recordsOf = (task: Task, trigger: Trigger): RecordCounts => {
  if (task.sandbox) return {};
  const operatorCounters = OPERATOR_RECORD[trigger];
  const agentCounters = AGENT_RECORD[trigger];
  return {
    ...(task.operator && operatorCounters ? { operator: { operatorId: task.operator.id, counters: operatorCounters } } : {}),
    ...(agentCounters ? { agent: { agentId: task.agent_id, counters: agentCounters } } : {}),
  };
};

const isOpenClaim = (task: Task) => OPEN_CLAIM_STATUSES.includes(task.status);

/**
 * The operator's set of open claims follows the move: taking a claim adds the task (only while
 * the operator holds fewer than the limit, so concurrent claims cannot all pass), leaving one
 * removes it. Sandbox tasks have no operator.
 */
const claimChangeOf = (task: Task, next: Task, rules: MoveRules): ClaimChange | undefined => {
  const operatorId = (next.operator ?? task.operator)?.id;
  if (task.sandbox || !operatorId || isOpenClaim(task) === isOpenClaim(next)) return undefined;
  return isOpenClaim(next)
    ? { operatorId, taskId: task.task_id, change: 'take', limit: rules.maxOpenClaims }
    : { operatorId, taskId: task.task_id, change: 'give_back' };
};

/**
 * Plans `request` on `task` (as last read; undefined when there is none), or throws the refusal the
 * caller gets: the transition table's, or "Task not found" for agents and workflows (operators'
 * and the back office's refusals already say "not found or ...").
 */
export const planMove = (task: Task | undefined, request: MoveRequest, rules: MoveRules): MovePlan => {
  if (!task)
    throw request.actor.kind === 'operator' || request.actor.kind === 'admin' ? transitionFor(request.trigger).refused() : taskErrors.taskNotFound();
  const decision = decide(
    {
      status: task.status,
      sandbox: task.sandbox,
      agentId: task.agent_id,
      operatorId: task.operator?.id,
      deadline: task.deadline,
      approvalDeadline: task.approval_deadline,
      claimBy: task.claim_by,
      windowOpensAt: task.window?.not_before,
      abandonAt: abandonAt(task, rules.timerRules),
      disputeLapsesAt: lapsesAt(task),
      reports: task.reports,
      holdLapsesAt: holdLapsesAt(task, rules.timerRules),
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
  if (next.callback_url) next.callbacks_due = task.callbacks_due ?? callbackCheckAt({ timestamp: at }, rules.timerRules);
  const money = moneyFor(transition, task, next, rules);
  const moneyMoved = money && moneyMovedBy(money, task.agent_id);
  if (moneyMoved) {
    // What went back to the agent's deposit: all of it on a refund, the rest on a split.
    next.escrow_cents = 0;
    if (moneyMoved.refundedCents) next.refunded_cents = moneyMoved.refundedCents;
    if (money.kind === 'kill_fee') next.kill_fee_cents = moneyMoved.releasedCents;
  }
  const claim = claimChangeOf(task, next, rules);
  const completion = completionOf(next);
  return {
    transition,
    from: task,
    next,
    ...(money ? { money, moneyMoved } : {}),
    records: recordsOf(task, transition.trigger),
    ...(claim ? { claim } : {}),
    ...(completion ? { completion } : {}),
  };
};
