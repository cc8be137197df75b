import type { Task, TaskHold } from './tasks';

/** Why a task is to be held, as the one who holds it says: screening at creation, or operators' reports. */
type HoldRequest = Pick<TaskHold, 'reason' | 'category'>;

/** The hold operators' reports put on a task: the agent reads the reason, never who reported it or what they said. */
export const REPORTED_HOLD: HoldRequest = {
  reason: 'Operators reported this task; staff will review it before it is open again',
  category: 'operator_report',
};

/** The hold a task takes now. */
export const holdOf = (request: HoldRequest, now: Date): TaskHold => ({
  reason: request.reason,
  category: request.category,
  held_at: now.toISOString(),
});

/** A drafted task created HELD instead of open: the escrow is held all the same, and no operator sees it until staff release it. */
export const heldAtCreation = (task: Task, request: HoldRequest, now: Date): Task => ({ ...task, status: 'HELD', hold: holdOf(request, now) });
