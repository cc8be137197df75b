import { errors, type DomainError } from '../../core/errors';
import type { Task } from '../../core/tasks';
import { getTask } from '../../store/tasks';

/** The caller's own task; another agent's task does not exist for the caller (`notFound`). */
export const ownedTask = async (taskId: string, agentId: string, notFound: () => DomainError = errors.taskNotFound): Promise<Task> => {
  const task = await getTask(taskId);
  if (!task || task.agent_id !== agentId) throw notFound();
  return task;
};
