/** What an agent reads about its tasks: reads only, nothing here writes. */
import type { DomainError } from '../../../../platform/kernel/errors';
import type { Task, TaskStatus } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { AgentTaskReadPorts, TaskReader } from '../ports';
import { type PageRequest, pageThrough } from './task-pages';

/** The caller's own task; another agent's task does not exist for the caller (`notFound`). */
export const getOwnedTask = async (
  deps: { tasks: TaskReader },
  taskId: string,
  agentId: string,
  notFound: () => DomainError = taskErrors.taskNotFound,
): Promise<Task> => {
  const task = await deps.tasks.getTask(taskId);
  if (!task || task.agent_id !== agentId) throw notFound();
  return task;
};

/**
 * A page of the agent's tasks, newest first, optionally of one status, with the total for
 * paging and the next page's cursor. A cursor is the caller's own: made for this agent and status.
 */
export const listOwnedTasks = (deps: Pick<AgentTaskReadPorts, 'lists'>, agentId: string, request: PageRequest & { status?: TaskStatus }) =>
  pageThrough(
    request,
    { list: 'agent-tasks', owner: agentId, filter: request.status ?? null },
    {
      page: (start) => deps.lists.pageAgentTasks(agentId, { ...start, status: request.status }),
      count: () => deps.lists.countAgentTasks(agentId, request.status),
    },
  );

/**
 * Presigned GET URLs of a task's proof photos, in the order of `photoIds`: the agent's copies
 * without metadata made at submit (a photo that did not decode has none), only of photos stored
 * under this task (the caller owns it), so an agent never reaches another task's photos nor an original.
 */
export const photoUrls = async (
  deps: Pick<AgentTaskReadPorts, 'photos' | 'presignDownload'>,
  taskId: string,
  photoIds: string[],
): Promise<string[]> => {
  const stored = new Map(
    (await deps.photos.getTaskPhotos(taskId, photoIds)).flatMap((photo) => (photo.agent_key ? [[photo.photo_id, photo.agent_key] as const] : [])),
  );
  return Promise.all(photoIds.filter((id) => stored.has(id)).map((id) => deps.presignDownload(stored.get(id)!)));
};
