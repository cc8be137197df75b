/**
 * The one way a task changes status: load the task, plan the move (modules/tasks/domain/task-moves.ts: the
 * transition table, the money, the records, the claim), commit the plan in one transaction
 * (modules/tasks/store/task-moves-store.ts), and when another move won the race, plan again from what it left, so
 * the caller ends with the table's own refusal (TransitionRefusedError).
 */
import { errors } from '../../../platform/kernel/errors';
import { BUSINESS_METRICS, countMetric } from '../../../platform/logging/metrics';
import { config } from '../../../platform/settings';
import { ConditionFailed, type TransactItem } from '../../../platform/table/transactions';
import { type MovePlan, type MoveRequest, planMove } from '../domain/task-moves';
import type { Task } from '../domain/tasks';
import type { Transition } from '../domain/transitions';
import { commitMove } from '../store/task-moves-store';
import { getTask } from '../store/tasks-store';

const MAX_ATTEMPTS = 3;

export interface MoveTaskRequest extends MoveRequest {
  /** Items the move's own transaction writes too (a submit's evidence and image claims, the back office's audit entry). */
  writes?: (next: Task) => readonly TransactItem[];
}

export interface MoveResult {
  task: Task;
  transition: Transition;
}

/**
 * What a committed move did, counted here because every move of money on a task passes here
 * once (a retry that loses the race writes nothing and counts nothing).
 */
const countMoveMetrics = ({ next, moneyMoved }: MovePlan): void => {
  if (next.sandbox) return;
  if (next.status === 'COMPLETED') countMetric(BUSINESS_METRICS.tasksCompleted);
  if (!moneyMoved) return;
  countMetric(BUSINESS_METRICS.moneyRefunded, moneyMoved.refundedCents);
  countMetric(BUSINESS_METRICS.moneyReleased, moneyMoved.releasedCents);
};

export const moveTask = async (request: MoveTaskRequest): Promise<MoveResult> => {
  const rules = { timerRules: config.timerRules, maxOpenClaims: config.maxOpenClaims };
  let task = await getTask(request.taskId);
  for (let attempt = 1; ; attempt++) {
    const plan = planMove(task, request, rules);
    try {
      await commitMove(plan, request.now, request.writes?.(plan.next));
      countMoveMetrics(plan);
      return { task: plan.next, transition: plan.transition };
    } catch (error) {
      if (error instanceof ConditionFailed && error.condition === 'open_claims_below_limit') throw errors.tooManyOpenClaims();
      if (!(error instanceof ConditionFailed && error.condition === 'task_unchanged')) throw error;
      if (attempt >= MAX_ATTEMPTS) throw plan.transition.refused();
      // Someone else moved the task first: plan again from what they left.
      task = await getTask(request.taskId);
    }
  }
};
