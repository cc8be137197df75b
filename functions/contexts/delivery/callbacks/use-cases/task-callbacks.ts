import { getOwnedTask } from '../../../work/tasks/use-cases';
import type { CallbackPorts } from '../ports';

/** A task's callback deliveries, one per status change, oldest first (none without a callback_url); another agent's task is not found. */
export const listTaskCallbacks = async (deps: Pick<CallbackPorts, 'tasks' | 'events'>, taskId: string, agentId: string) => {
  const task = await getOwnedTask(deps, taskId, agentId);
  return { task, deliveries: task.callback_url ? await deps.events.listDeliveries(task.task_id) : [] };
};
