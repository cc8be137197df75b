import type { DomainError, TransitionRefusedError } from '../../../../platform/kernel/errors';
import { isLater } from '../../../../platform/kernel/instants';
import { taskErrors } from '../errors';
import type { Actor, TaskStatus } from './tasks';

/**
 * The task status machine: the one table every status change goes through (API handlers
 * and workflow steps alike). Each trigger has one row: the states it leaves, the state it
 * enters, who may pull it, an optional guard, the money it moves, and the error a caller
 * gets when the task is not in a state the trigger can leave.
 */
export type Trigger =
  | 'accept'
  | 'approve_estimate'
  | 'reject_estimate'
  | 'withdraw_claim'
  | 'lapse_claim'
  | 'start'
  | 'submit'
  | 'guardian_approve'
  | 'guardian_uncertain'
  | 'agent_approve'
  | 'agent_reject'
  | 'finalize'
  | 'cancel'
  | 'expire'
  | 'expire_unclaimed'
  | 'abandon'
  | 'revoke_claim'
  | 'lapse_dispute'
  | 'resolve_refund'
  | 'resolve_release'
  | 'resolve_split'
  | 'report_claimed'
  | 'report_open'
  | 'release_hold'
  | 'refuse_hold'
  | 'lapse_hold'
  | 'suspend_agent';

type Guard =
  /** The deadline has not passed (operators cannot claim expired work). */
  | 'before_deadline'
  /** The deadline has passed (expiry only fires then). */
  | 'deadline_passed'
  /** The claim deadline (claim_within_minutes) has passed. */
  | 'claim_deadline_passed'
  /** The claim's approval deadline has passed. */
  | 'approval_deadline_passed'
  /** The claim's approval deadline has not passed (a lapsed claim cannot be approved, swept or not). */
  | 'before_approval_deadline'
  /** The operator asking holds the claim. */
  | 'claimant'
  /** The claim is held by the operator the system move names (a claim that changed hands meanwhile stays). */
  | 'claim_of_named_operator'
  /** The deadline and the grace period for late work have passed. */
  | 'work_grace_passed'
  /** The dispute's appeal deadline has passed with no appeal filed. */
  | 'appeal_window_closed'
  /** Enough other operators reported the open task that this report makes REPORTS_TO_HOLD. */
  | 'reported_by_others'
  /** Staff did not decide a HELD task within SAFETY_HOLD_HOURS. */
  | 'hold_lapsed';

/** Reports by this many distinct operators hold an open task (one may be a mistake or a grudge). */
export const REPORTS_TO_HOLD = 2;

/**
 * refund: reward + fee back to the agent; release: reward to the operator, fee to the platform;
 * split: part of the reward to the operator, the fee in proportion, the rest back (the tasks domain's splitEscrow);
 * kill_fee: a refund, less the operator's kill fee when an operator holds the task (kill-fees.ts KILL_FEE_STATUSES).
 */
type MoneyEffect = 'refund' | 'release' | 'split' | 'kill_fee';

export interface Transition {
  trigger: Trigger;
  from: readonly TaskStatus[];
  to: TaskStatus;
  by: Actor['kind'];
  guard?: Guard;
  money?: MoneyEffect;
  /** The move waits for the task's work window to open: before it, an operator is refused with this (409 `Work window opens at <time>`). */
  tooEarly?: (opensAt: string) => DomainError;
  /** Once its guard fails the task is gone for the move, refused with this (410) rather than `refused`. */
  expired?: () => DomainError;
  /** The move takes the operator's claim: refused with this when the operator holds as many open claims as allowed. */
  overClaimLimit?: () => DomainError;
  refused: () => TransitionRefusedError;
}

/**
 * The statuses whose tasks are cancelled, whole escrow refunded, when staff suspend their agent:
 * the work no operator has started on. Claimed work goes on and is paid.
 */
export const CANCELLED_ON_SUSPENSION: readonly TaskStatus[] = ['PENDING', 'ESTIMATE_PENDING', 'HELD'];

// biome-ignore format: one row per trigger, so the machine reads as the table it is
export const TRANSITIONS: readonly Transition[] = [
  { trigger: 'accept', from: ['PENDING'], to: 'ESTIMATE_PENDING', by: 'operator', guard: 'before_deadline', expired: taskErrors.taskExpired, overClaimLimit: taskErrors.tooManyOpenClaims, refused: taskErrors.taskNotClaimable },
  { trigger: 'approve_estimate', from: ['ESTIMATE_PENDING'], to: 'ACCEPTED', by: 'agent', guard: 'before_approval_deadline', refused: taskErrors.taskNotEstimatePending },
  { trigger: 'reject_estimate', from: ['ESTIMATE_PENDING'], to: 'PENDING', by: 'agent', refused: taskErrors.taskNotEstimatePending },
  { trigger: 'withdraw_claim', from: ['ESTIMATE_PENDING'], to: 'PENDING', by: 'operator', guard: 'claimant', refused: taskErrors.taskNotClaimedByYou },
  { trigger: 'lapse_claim', from: ['ESTIMATE_PENDING'], to: 'PENDING', by: 'system', guard: 'approval_deadline_passed', refused: taskErrors.taskNotEstimatePending },
  // The operator may no longer work (KYC rejected): the task goes back on the market.
  { trigger: 'revoke_claim', from: ['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'], to: 'PENDING', by: 'system', guard: 'claim_of_named_operator', refused: taskErrors.taskNotClaimedByYou },
  { trigger: 'start', from: ['ACCEPTED'], to: 'IN_PROGRESS', by: 'operator', guard: 'claimant', tooEarly: taskErrors.workWindowNotOpen, refused: taskErrors.taskNotStartable },
  { trigger: 'submit', from: ['ACCEPTED', 'IN_PROGRESS'], to: 'SUBMITTED', by: 'operator', guard: 'claimant', refused: taskErrors.taskNotSubmittable },
  { trigger: 'guardian_approve', from: ['SUBMITTED'], to: 'VERIFIED', by: 'system', refused: taskErrors.taskNotReviewable },
  { trigger: 'guardian_uncertain', from: ['SUBMITTED'], to: 'MANUAL_REVIEW', by: 'system', refused: taskErrors.taskNotReviewable },
  { trigger: 'agent_approve', from: ['SUBMITTED', 'MANUAL_REVIEW'], to: 'VERIFIED', by: 'agent', refused: taskErrors.taskNotReviewable },
  { trigger: 'agent_reject', from: ['SUBMITTED', 'MANUAL_REVIEW'], to: 'DISPUTED', by: 'agent', refused: taskErrors.taskNotReviewable },
  { trigger: 'finalize', from: ['VERIFIED'], to: 'COMPLETED', by: 'system', money: 'release', refused: taskErrors.taskNotFinalizable },
  { trigger: 'cancel', from: ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'HELD'], to: 'CANCELLED', by: 'agent', money: 'kill_fee', refused: taskErrors.taskNotCancellable },
  { trigger: 'expire', from: ['PENDING', 'ESTIMATE_PENDING'], to: 'CANCELLED', by: 'system', guard: 'deadline_passed', money: 'refund', refused: taskErrors.taskNotCancellable },
  // Nobody claimed it by the claim deadline the agent set: the agent wanted it soon or not at all.
  { trigger: 'expire_unclaimed', from: ['PENDING'], to: 'CANCELLED', by: 'system', guard: 'claim_deadline_passed', money: 'refund', refused: taskErrors.taskNotCancellable },
  // Claimed work that never came back: the agent may not cancel it, so the service gives it up.
  { trigger: 'abandon', from: ['ACCEPTED', 'IN_PROGRESS'], to: 'CANCELLED', by: 'system', guard: 'work_grace_passed', money: 'refund', refused: taskErrors.taskNotCancellable },
  // A dispute ends: unappealed by its deadline, for the agent; otherwise as the back office decides.
  { trigger: 'lapse_dispute', from: ['DISPUTED'], to: 'CANCELLED', by: 'system', guard: 'appeal_window_closed', money: 'refund', refused: taskErrors.taskNotDisputed },
  { trigger: 'resolve_refund', from: ['DISPUTED'], to: 'CANCELLED', by: 'admin', money: 'refund', refused: taskErrors.taskNotDisputed },
  { trigger: 'resolve_release', from: ['DISPUTED'], to: 'COMPLETED', by: 'admin', money: 'release', refused: taskErrors.taskNotDisputed },
  { trigger: 'resolve_split', from: ['DISPUTED'], to: 'COMPLETED', by: 'admin', money: 'split', refused: taskErrors.taskNotDisputed },
  // Safety: a report by the claimant ends their claim without penalty; reports by enough operators hold an open task.
  { trigger: 'report_claimed', from: ['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'], to: 'HELD', by: 'operator', guard: 'claimant', refused: taskErrors.taskNotReportable },
  { trigger: 'report_open', from: ['PENDING'], to: 'HELD', by: 'operator', guard: 'reported_by_others', refused: taskErrors.taskNotReportable },
  // A HELD task waits for staff, escrow kept: released to operators, or refused (or undecided in time) and refunded.
  { trigger: 'release_hold', from: ['HELD'], to: 'PENDING', by: 'admin', refused: taskErrors.taskNotHeld },
  { trigger: 'refuse_hold', from: ['HELD'], to: 'CANCELLED', by: 'admin', money: 'refund', refused: taskErrors.taskNotHeld },
  { trigger: 'lapse_hold', from: ['HELD'], to: 'CANCELLED', by: 'system', guard: 'hold_lapsed', money: 'refund', refused: taskErrors.taskNotHeld },
  // Staff suspended the agent: its open work ends.
  { trigger: 'suspend_agent', from: CANCELLED_ON_SUSPENSION, to: 'CANCELLED', by: 'admin', money: 'refund', refused: taskErrors.taskNotCancellable },
];

const BY_TRIGGER = new Map(TRANSITIONS.map((t) => [t.trigger, t]));

export const transitionFor = (trigger: Trigger): Transition => BY_TRIGGER.get(trigger)!;

/** What the machine needs to know about a task to decide a move. */
export interface TaskFacts {
  status: TaskStatus;
  sandbox: boolean;
  agentId: string;
  operatorId?: string;
  deadline: string;
  approvalDeadline?: string;
  /** The claim deadline (Task.claim_by). */
  claimBy?: string;
  /** When the work window opens (Task.window.not_before). */
  windowOpensAt?: string;
  /** When claimed work is given up (contexts/work/timers/domain/timers.ts abandonAt). */
  abandonAt?: string;
  /** When an unappealed dispute resolves for the agent (domain/disputes.ts lapsesAt). */
  disputeLapsesAt?: string;
  /** How many operators reported the task while it was open. */
  reports?: number;
  /** When a HELD task nobody decided is refused by itself (domain/task-timers.ts holdLapsesAt). */
  holdLapsesAt?: string;
}

export type Decision = { allowed: true; transition: Transition } | { allowed: false; error: DomainError };

const guardHolds = (guard: Guard, task: TaskFacts, actor: Actor, now: Date): boolean => {
  switch (guard) {
    case 'before_deadline':
      return isLater(task.deadline, now);
    case 'deadline_passed':
      return !isLater(task.deadline, now);
    case 'claim_deadline_passed':
      return task.claimBy !== undefined && !isLater(task.claimBy, now);
    case 'approval_deadline_passed':
      return task.approvalDeadline !== undefined && !isLater(task.approvalDeadline, now);
    case 'before_approval_deadline':
      return task.approvalDeadline === undefined || isLater(task.approvalDeadline, now);
    case 'work_grace_passed':
      return task.abandonAt !== undefined && !isLater(task.abandonAt, now);
    case 'appeal_window_closed':
      return task.disputeLapsesAt !== undefined && !isLater(task.disputeLapsesAt, now);
    case 'reported_by_others':
      return (task.reports ?? 0) >= REPORTS_TO_HOLD - 1;
    case 'hold_lapsed':
      return task.holdLapsesAt !== undefined && !isLater(task.holdLapsesAt, now);
    case 'claimant':
      return (actor.kind === 'operator' && task.operatorId === actor.id) || isSimulation(task, actor);
    case 'claim_of_named_operator':
      return actor.kind === 'system' && actor.operatorId !== undefined && task.operatorId === actor.operatorId;
  }
};

/** In the sandbox the service itself plays operator and agent (the simulated run). */
const isSimulation = (task: TaskFacts, actor: Actor): boolean => actor.kind === 'system' && task.sandbox;

/**
 * Decides whether `actor` may pull `trigger` on `task` now. Pure: the caller persists the
 * move with a condition on the status it decided from, so a concurrent move makes it lose.
 * An agent never sees another agent's task: that is "Task not found", not a refusal.
 */
export const decide = (task: TaskFacts, trigger: Trigger, actor: Actor, now: Date): Decision => {
  const transition = transitionFor(trigger);
  if (actor.kind !== transition.by && !isSimulation(task, actor)) return { allowed: false, error: transition.refused() };
  if (actor.kind === 'agent' && task.agentId !== actor.id) return { allowed: false, error: taskErrors.taskNotFound() };
  // Real operators never see sandbox tasks.
  if (actor.kind === 'operator' && task.sandbox) return { allowed: false, error: transition.refused() };
  // An expired task is gone for operators, which the API tells apart from "claimed": that
  // holds whether or not the expiry timer has cancelled it yet.
  if (transition.expired && transition.guard && !guardHolds(transition.guard, task, actor, now)) {
    return { allowed: false, error: transition.expired() };
  }
  if (!transition.from.includes(task.status)) return { allowed: false, error: transition.refused() };
  if (transition.guard && !guardHolds(transition.guard, task, actor, now)) return { allowed: false, error: transition.refused() };
  // Operators wait for the window; a sandbox run plays its scenario whatever the window.
  if (transition.tooEarly && actor.kind === 'operator' && task.windowOpensAt && isLater(task.windowOpensAt, now))
    return { allowed: false, error: transition.tooEarly(task.windowOpensAt) };
  return { allowed: true, transition };
};
