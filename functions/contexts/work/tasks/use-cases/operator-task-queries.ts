import { type CursorScope, decodeCursor, decodeNearCursor, encodeCursor, encodeNearCursor } from '../../../../platform/kernel/cursors';
import type { Point } from '../domain/near';
import type { Task, TaskStatus, TaskType } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { AgentRecord, OperatorTaskReadPorts } from '../ports';
import { type PageRequest, pageThrough } from './task-pages';

type Reads = OperatorTaskReadPorts;

/** A task as operators see it, with its agent's record (so they can steer clear of agents who reject as a habit). */
export interface OperatorTaskView {
  task: Task;
  agent: AgentRecord;
}

const NO_RECORD: AgentRecord = { completed_tasks: 0, disputed_tasks: 0 };

/** The tasks with their agents' records: one batch read of the agents' profiles. */
const withAgentRecords = async (deps: Pick<Reads, 'getAgentRecords'>, tasks: Task[]): Promise<OperatorTaskView[]> => {
  const records = tasks.length ? await deps.getAgentRecords(tasks.map((task) => task.agent_id)) : new Map<string, AgentRecord>();
  return tasks.map((task) => ({ task, agent: records.get(task.agent_id) ?? NO_RECORD }));
};

/**
 * A page of the tasks operators can claim: PENDING, real (never sandbox) and before their deadline;
 * newest first, with the total and the next page's cursor. All operators see one list, so a
 * cursor is anyone's, but only for the task type it was made with. Reads only.
 */
export const listOpenTasks = async (
  deps: Pick<Reads, 'getAgentRecords' | 'pageOpenTasks' | 'countOpenTasks'>,
  request: PageRequest & { taskType?: TaskType },
  now: Date,
) => {
  const { tasks, ...page } = await pageThrough(
    request,
    { list: 'open-tasks', owner: '', filter: request.taskType ?? null },
    {
      page: (start) => deps.pageOpenTasks({ ...start, taskType: request.taskType, now }),
      count: () => deps.countOpenTasks({ taskType: request.taskType, now }),
    },
  );
  return { ...page, views: await withAgentRecords(deps, tasks) };
};

/**
 * A page of the located open tasks within `radiusKm` of `near`, nearest first, each with its
 * distance; the total is of the whole circle. The cursor is anyone's (all operators see one list)
 * but only for the place, radius and task type it was made with. Reads only.
 */
export const listNearTasks = async (
  deps: Pick<Reads, 'getAgentRecords' | 'pageNearTasks'>,
  request: PageRequest & { near: Point; radiusKm: number; taskType?: TaskType },
  now: Date,
) => {
  const filter = `${request.near.lat},${request.near.lng},${request.radiusKm},${request.taskType ?? ''}`;
  if (request.cursor !== undefined && request.offset !== 0) throw taskErrors.cursorWithOffset();
  const state = request.cursor === undefined ? { offset: request.offset } : decodeNearCursor(request.cursor, filter);
  const found = await deps.pageNearTasks(request.near, request.radiusKm, {
    limit: request.limit,
    offset: 'after' in state ? 0 : state.offset,
    ...('after' in state ? { after: state.after } : {}),
    taskType: request.taskType,
    now,
  });
  const views = await withAgentRecords(
    deps,
    found.tasks.map(({ task }) => task),
  );
  return {
    views: views.map((view, i) => ({ ...view, distanceKm: found.tasks[i]!.distanceKm })),
    pagination: { limit: request.limit, offset: state.offset, total: found.total },
    nextCursor: found.last ? encodeNearCursor(filter, { after: found.last, offset: state.offset + request.limit }) : null,
  };
};

/**
 * A page of the tasks of which the operator is the operator of record, open and ended, newest
 * claim first, optionally of one status, with the cursor of the next page (null on the last). The
 * cursor is the operator's own and for that status only; no total is counted. Reads only.
 */
export const listOperatorWork = async (
  deps: Pick<Reads, 'getAgentRecords' | 'pageOperatorWork'>,
  operatorId: string,
  request: { limit: number; cursor?: string; status?: TaskStatus },
): Promise<{ views: OperatorTaskView[]; nextCursor: string | null }> => {
  const scope: CursorScope = { list: 'operator-work', owner: operatorId, filter: request.status ?? null };
  const state = request.cursor === undefined ? undefined : decodeCursor(request.cursor, scope);
  const offset = state?.offset ?? 0;
  const page = await deps.pageOperatorWork(operatorId, { limit: request.limit, after: state?.after, status: request.status });
  return {
    views: await withAgentRecords(deps, page.tasks),
    // This list reports no total: the cursor carries the count walked so far and 0 for it.
    nextCursor: page.next ? encodeCursor(scope, { after: page.next, offset: offset + page.tasks.length, total: 0 }) : null,
  };
};

/**
 * One task as an operator may see it: an open task (what the list shows), or a task this
 * operator claimed, at any later status; any other task is not found. Reads only.
 */
export const getOperatorTask = async (
  deps: Pick<Reads, 'getTask' | 'getAgentRecords'>,
  taskId: string,
  operatorId: string,
  now: Date,
): Promise<OperatorTaskView> => {
  const task = await deps.getTask(taskId);
  const open = task && task.status === 'PENDING' && !task.sandbox && new Date(task.deadline) > now;
  if (!task || (!open && task.operator?.id !== operatorId)) throw taskErrors.taskNotFound();
  const [view] = await withAgentRecords(deps, [task]);
  return view!;
};
