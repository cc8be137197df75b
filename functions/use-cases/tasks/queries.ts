/** What an agent reads about its tasks: reads only, nothing here writes. */
import { errors, type DomainError } from '../../core/errors';
import type { Task, TaskStatus } from '../../core/tasks';
import { listDeliveries } from '../../store/callbacks';
import { getTask, listAgentTasks } from '../../store/tasks';

/** The caller's own task; another agent's task does not exist for the caller (`notFound`). */
export const getOwnedTask = async (taskId: string, agentId: string, notFound: () => DomainError = errors.taskNotFound): Promise<Task> => {
  const task = await getTask(taskId);
  if (!task || task.agent_id !== agentId) throw notFound();
  return task;
};

/** The agent's tasks, newest first, optionally of one status, with the total for paging. */
export const listOwnedTasks = (agentId: string, filter: { status?: TaskStatus; limit: number; offset: number }) => listAgentTasks(agentId, filter);

/** A task's callback deliveries, one per status change, oldest first (none without a callback_url). */
export const listTaskCallbacks = async (taskId: string, agentId: string) => {
  const task = await getOwnedTask(taskId, agentId);
  return { task, deliveries: task.callback_url ? await listDeliveries(task.task_id) : [] };
};
