import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { nothingContributed } from '../../../../platform/table/contribution';
import { APPROVAL_WINDOW_MS, type EstimateParts, totalEstimateMinutes } from '../../../accounts/operators/domain';
import type { Task } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { TaskClaimPorts } from '../ports';

export interface Estimate extends EstimateParts {
  estimate_note?: string;
}

/**
 * An operator claims an open task with a time estimate:
 * 1. the operator must exist and have passed KYC;
 * 2. PENDING -> ESTIMATE_PENDING (refused beyond MAX_OPEN_CLAIMS open claims) with the claim: the operator, the estimate (at least a minute,
 *    within the deadline) and the agent's approval window (24 hours), after which it lapses;
 * 3. a seat of a batch takes the operator's one seat of that batch in the same transaction
 *    (409 when they hold another: each seat is answered by someone else).
 */
export const acceptTask = async (deps: TaskClaimPorts, taskId: string, operatorId: string, estimate: Estimate, now: Date): Promise<Task> => {
  const operator = await deps.approvedOperator(operatorId);
  try {
    const { task } = await deps.moveTask({
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
      writes: (next) => (next.batch_id ? deps.seatClaim(next, operator.operator_id, now.toISOString()) : nothingContributed),
    });
    return task;
  } catch (error) {
    // The seat is the claim's own write: its condition is translated here, as the move's own are.
    if (error instanceof ConditionFailed && error.condition === 'seat_unheld') throw taskErrors.batchSeatHeld();
    throw error;
  }
};
