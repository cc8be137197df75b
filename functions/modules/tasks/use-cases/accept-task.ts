import { APPROVAL_WINDOW_MS, type EstimateParts, totalEstimateMinutes } from '../../operators/domain/operators';
import { approvedOperator } from '../../operators/use-cases/approved-operator';
import type { Task } from '../domain/tasks';
import { moveTask } from '../wiring/moves';

export interface Estimate extends EstimateParts {
  estimate_note?: string;
}

/**
 * An operator claims an open task with a time estimate:
 * 1. the operator must exist and have passed KYC;
 * 2. PENDING -> ESTIMATE_PENDING (refused beyond MAX_OPEN_CLAIMS open claims) with the claim: the operator, the estimate (at least a minute,
 *    within the deadline) and the agent's approval window (24 hours), after which it lapses.
 */
export const acceptTask = async (taskId: string, operatorId: string, estimate: Estimate, now: Date): Promise<Task> => {
  const operator = await approvedOperator(operatorId);
  const { task } = await moveTask({
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
