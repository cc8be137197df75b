import { presignDownload } from '../../../adapters/photos/storage';
/** What an agent reads about its tasks: reads only, nothing here writes. */
import { type DomainError, errors } from '../../../platform/kernel/errors';
import { listDeliveries } from '../../callbacks/store/callbacks-store';
import { getTaskPhotos } from '../../photos/store/photos-store';
import type { Task, TaskStatus } from '../domain/tasks';
import { countAgentTasks, getTask, pageAgentTasks } from '../store/tasks-store';
import { type PageRequest, pageThrough } from './task-pages';

/** The caller's own task; another agent's task does not exist for the caller (`notFound`). */
export const getOwnedTask = async (taskId: string, agentId: string, notFound: () => DomainError = errors.taskNotFound): Promise<Task> => {
  const task = await getTask(taskId);
  if (!task || task.agent_id !== agentId) throw notFound();
  return task;
};

/**
 * A page of the agent's tasks, newest first, optionally of one status, with the total for
 * paging and the next page's cursor. A cursor is the caller's own: made for this agent and status.
 */
export const listOwnedTasks = (agentId: string, request: PageRequest & { status?: TaskStatus }) =>
  pageThrough(
    request,
    { list: 'agent-tasks', owner: agentId, filter: request.status ?? null },
    {
      page: (start) => pageAgentTasks(agentId, { ...start, status: request.status }),
      count: () => countAgentTasks(agentId, request.status),
    },
  );

/** A task's callback deliveries, one per status change, oldest first (none without a callback_url). */
export const listTaskCallbacks = async (taskId: string, agentId: string) => {
  const task = await getOwnedTask(taskId, agentId);
  return { task, deliveries: task.callback_url ? await listDeliveries(task.task_id) : [] };
};

/**
 * Presigned GET URLs of a task's proof photos, in the order of `photoIds`: the agent's copies
 * without metadata made at submit (a photo that did not decode has none), only of photos stored
 * under this task (the caller owns it), so an agent never reaches another task's photos nor an original.
 */
export const photoUrls = async (taskId: string, photoIds: string[]): Promise<string[]> => {
  const stored = new Map(
    (await getTaskPhotos(taskId, photoIds)).flatMap((photo) => (photo.agent_key ? [[photo.photo_id, photo.agent_key] as const] : [])),
  );
  return Promise.all(photoIds.filter((id) => stored.has(id)).map((id) => presignDownload(stored.get(id)!)));
};
