import { dailyUsageOf } from '../../functions/contexts/accounts/agents/domain/tiers';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { insertTasks, saveWithoutTransition } from '../../functions/contexts/work/tasks/store';

/**
 * Writes `task` onto the run's table as it stands (its status, operator, version + 1), for a store
 * contract that needs a task in some status: inserted PENDING without an escrow hold (its agent's
 * day counts it and its reward), then saved as given. Give it no escrow: no hold is posted for it,
 * and the ledger's audit would find a task holding what the ledger does not.
 */
export const placeTask = async (task: Task): Promise<Task> => {
  const pending: Task = { ...task, status: 'PENDING', version: 1 };
  delete pending.operator;
  await insertTasks([pending], { ...dailyUsageOf('VERIFIED', new Date(task.created_at)), maxRestricted: 20 }, undefined, []);
  const placed: Task = { ...task, version: 2 };
  if (!(await saveWithoutTransition(pending, placed))) throw new Error(`Task ${task.task_id} moved while placed`);
  return placed;
};
