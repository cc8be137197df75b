import { errors } from '../../core/errors';
import { APPROVAL_WINDOW_MS, totalEstimateMinutes, type EstimateParts } from '../../core/operators';
import type { Task } from '../../core/tasks';
import { getOperator } from '../../store/operators';
import { transitionTask } from '../../store/task-transitions';

export interface Estimate extends EstimateParts {
  estimate_note?: string;
}

/**
 * An operator claims an open task with a time estimate:
 * 1. the operator must exist and have passed KYC;
 * 2. PENDING -> ESTIMATE_PENDING with the claim: the operator, the estimate (at least a minute,
 *    within the deadline) and the agent's approval window (24 hours), after which it lapses.
 */
export const acceptTask = async (taskId: string, operatorId: string, estimate: Estimate, now: Date): Promise<Task> => {
  const operator = await getOperator(operatorId);
  if (!operator) throw errors.operatorNotFound();
  if (operator.kyc_status !== 'APPROVED') throw errors.kycRequired();
  const { task } = await transitionTask({
    taskId,
    trigger: 'accept',
    actor: { kind: 'operator', id: operator.operator_id },
    now,
    changes: (current) => ({
      operator: { id: operator.operator_id, name: operator.name, rating: operator.rating },
      estimate_minutes: totalEstimateMinutes(estimate, now, current.deadline),
      estimate_note: estimate.estimate_note,
      claimed_at: now.toISOString(),
      approval_deadline: new Date(now.getTime() + APPROVAL_WINDOW_MS).toISOString(),
    }),
  });
  return task;
};
