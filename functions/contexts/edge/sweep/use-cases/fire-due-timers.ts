import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { isLater } from '../../../../platform/kernel/instants';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric, recordLevel } from '../../../../platform/logging/metrics';
import type { RequeueCallback } from '../../../delivery/callbacks/use-cases';
import { CLAIM_FIELDS, nextTimer, type StalledStep, type Task, type Trigger } from '../../../work/tasks/domain';
import type { ChainWork, TimerPorts } from '../ports';

/** Starts a stalled step's workflow again (the sweep's handler gives the workflow starter). */
export type RestartStep = (step: StalledStep, task: Task, attempt: number) => Promise<void>;

/** Starts a deposit's or a payout's workflow again (the sweep's handler gives the workflow starter). */
export type RestartChainWork = (work: ChainWork, attempt: number) => Promise<void>;

/** What the sweep sets in motion outside the table. */
export interface SweepActions {
  restart: RestartStep;
  requeue: RequeueCallback;
  restartChainWork: RestartChainWork;
}

interface SweepResult {
  /** Moves made: expiries, lapsed claims, abandoned work, lapsed disputes. */
  fired: number;
  /** Stalled steps started again. */
  resumed: number;
  /** Callbacks queued again. */
  requeued: number;
  /** Deposit and payout workflows started again. */
  restartedChainWork: number;
}

/** What a timer's cancellation records: when; for a claim deadline, why; for a lapsed dispute, how it was resolved. */
const cancellation = (task: Task, trigger: Trigger, now: Date): Partial<Task> => {
  const at = now.toISOString();
  if (trigger === 'expire_unclaimed') return { cancelled_at: at, cancel_reason: 'unclaimed' };
  if (task.status !== 'DISPUTED' || !task.dispute) return { cancelled_at: at };
  return { cancelled_at: at, dispute: { ...task.dispute, resolution: { outcome: 'refund', note: 'No appeal by the deadline', resolved_at: at } } };
};

/**
 * Fires every timer that is due:
 * - moves, through the transition function: expired tasks are cancelled with a full refund,
 *   lapsed claims return to PENDING, claimed work not submitted within the grace period is
 *   cancelled with a full refund, and so is a dispute nobody appealed by its deadline (its proof
 *   taken back from the agent: withdrawRefundedProof) and a HELD task staff did not decide in time. A task
 *   that moved on meanwhile is left alone, and two sweeps at once cannot fire a move twice;
 * - the reconciler: a task still waiting for a step the service owes it (a review, a
 *   finalization, a sandbox move) whose workflow died is counted as resumed (conditioned on its
 *   version, so two sweeps cannot both take it) and its workflow started again. The steps are
 *   idempotent (conditional moves, ledger ids from the cause), so a slow original run and the
 *   restarted one cannot move the task twice;
 * - a deposit waiting for confirmations or a payout not settled after the longest its workflow may
 *   run (the workflow died) has that workflow started again; its steps read the item's status
 *   first and a payout's transfer is signed once, so a restart never credits or pays twice;
 * - and a task's callback check (checkCallbacks): a status change whose callback is neither
 *   delivered nor failed, and has not been attempted or retried within the stall delay (its queue
 *   message was lost: a local stack stopped, a pipe that gave up), is queued again. The sender skips
 *   an event already settled, so a slow original message and the new one cannot send it twice after it succeeded.
 */
/** Hours since `since` (0 for none), to a tenth. */
const hoursSince = (since: string | undefined, now: Date): number =>
  since ? Math.max(0, Math.round((now.getTime() - Date.parse(since)) / 360_000) / 10) : 0;

/**
 * What waits for people, as three ages for the alarms (lib/observability.ts): the oldest appealed
 * dispute, the oldest KYC submission and the oldest HELD task, each the first entry of its gsi2
 * queue (one small query).
 */
const measureBackOfficeQueues = async ({ backOfficeQueues: queues }: TimerPorts, now: Date): Promise<void> => {
  const [dispute, kyc, held] = await Promise.all([queues.oldestAppealedDispute(), queues.oldestKycSubmission(), queues.oldestHeld()]);
  recordLevel(BUSINESS_METRICS.oldestAppealedDisputeHours, hoursSince(dispute, now));
  recordLevel(BUSINESS_METRICS.oldestKycWaitHours, hoursSince(kyc, now));
  recordLevel(BUSINESS_METRICS.oldestHeldTaskHours, hoursSince(held, now));
};

export const fireDueTimers = async (deps: TimerPorts, now: Date, { restart, requeue, restartChainWork }: SweepActions): Promise<SweepResult> => {
  const result: SweepResult = { fired: 0, resumed: 0, requeued: 0, restartedChainWork: 0 };
  await measureBackOfficeQueues(deps, now);
  const due = await deps.dueWork(now);
  for (const work of due.chainWork) {
    if (!(await deps.takeChainRestart(work, now))) continue;
    await restartChainWork(work.work, work.restarts + 1);
    logger.warn('Stalled chain work started again', { ...work.work, attempt: work.restarts + 1 });
    countMetric(BUSINESS_METRICS.reconciledSteps);
    result.restartedChainWork++;
  }
  for (const task of due.tasks) {
    const timer = nextTimer(task, deps.timerRules);
    if (!timer || isLater(timer.dueAt, now)) continue;
    if ('check' in timer) {
      result.requeued += await deps.checkCallbacks(task, now, requeue);
      continue;
    }
    if ('resume' in timer) {
      const attempt = (task.resumes ?? 0) + 1;
      const counted = await deps.saveWithoutTransition(task, { ...task, resumes: attempt, version: task.version + 1 });
      if (!counted) continue;
      await restart(timer.resume, task, attempt);
      logger.warn('Stalled step started again', { task_id: task.task_id, step: timer.resume, status: task.status, attempt });
      countMetric(BUSINESS_METRICS.reconciledSteps);
      result.resumed++;
      continue;
    }
    try {
      const moved = await deps.moveTask({
        taskId: task.task_id,
        trigger: timer.trigger,
        actor: { kind: 'system' },
        now,
        ...(timer.trigger === 'lapse_claim' ? { clears: CLAIM_FIELDS } : { changes: (current) => cancellation(current, timer.trigger, now) }),
      });
      await deps.withdrawRefundedProof(moved.task);
      result.fired++;
    } catch (error) {
      if (!(error instanceof TransitionRefusedError)) throw error;
      logger.debug('Timer no longer applies', { task_id: task.task_id, reason: error.message });
    }
  }
  return result;
};
