/**
 * MCP Tasks for wait_for_task, in both eras: a client that takes a task gets one at once and polls
 * `tasks/get` instead of calling wait_for_task again every 25 seconds. In revision 2025-11-25 the
 * client asks for it (`task` on tools/call) and reads the wait's result with `tasks/result`; in
 * 2026-07-28 tasks are an extension (`io.modelcontextprotocol/tasks`): a client that declares it in
 * the request's capabilities gets the task (`resultType: "task"`), and `tasks/get` carries the
 * result once completed. The official SDK's version 2 has the wire types of these methods but no
 * runtime for them: they are served here, from one store of waits for both eras.
 *
 * Stateless, as the hosted server is: the MCP task id carries what is waited for (the Handoff
 * task, the statuses, when the wait began, its time to live), and every read asks the API with
 * the caller's own key. So an id works on any instance, needs no table, and names nothing its
 * holder could not already read: another agent's task answers "not found", as get_task does.
 */
import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  type Task as McpTask,
  ProtocolError,
  ProtocolErrorCode,
  RELATED_TASK_META_KEY,
  type Server,
} from '@modelcontextprotocol/server';
import * as z from 'zod/mini';
import { type HandoffClient, HandoffError, stopsAt, type Task, type TaskStatus } from '../client.js';

/** How long a wait task stays readable when the client asks for no time to live: a day. */
export const DEFAULT_TASK_TTL_MS = 24 * 3600 * 1000;
/** The longest time to live a client may ask for: a week (a task's deadline is at most that far too). */
export const MAX_TASK_TTL_MS = 7 * 24 * 3600 * 1000;
/** How often a client should ask `tasks/get`: people take minutes, not milliseconds. */
export const TASK_POLL_INTERVAL_MS = 5000;

/** How far apart two instances' clocks may be. */
const CLOCK_SKEW_MS = 60_000;

/** What a wait task's id says. */
interface Wait {
  taskId: string;
  until?: TaskStatus[];
  createdAt: number;
  ttl: number;
}

const encodeWait = (wait: Wait): string =>
  Buffer.from(JSON.stringify({ v: 1, t: wait.taskId, u: wait.until ?? null, c: wait.createdAt, l: wait.ttl })).toString('base64url');

/** The wait an id names, or undefined for anything else (an edited id, another server's). */
const decodeWait = (id: string): Wait | undefined => {
  if (id.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  try {
    const { v, t, u, c, l } = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    const valid =
      v === 1 &&
      typeof t === 'string' &&
      /^[A-Za-z0-9_-]{1,100}$/.test(t) &&
      (u === null || (Array.isArray(u) && u.length > 0 && u.every((status) => typeof status === 'string'))) &&
      Number.isSafeInteger(c) &&
      Number.isSafeInteger(l) &&
      l > 0 &&
      l <= MAX_TASK_TTL_MS;
    return valid ? { taskId: t, ...(u ? { until: u } : {}), createdAt: c, ttl: l } : undefined;
  } catch {
    return undefined;
  }
};

/** The wait's result, as wait_for_task answers it. */
export type WaitResult = (task: Task, reached: boolean, waitedSeconds: number) => Promise<CallToolResult>;

/**
 * The waits of one client. A wait is `completed` once its Handoff task is in a status waited for or
 * can move no more (COMPLETED, CANCELLED); `working` before; gone after its time to live (tasks/get
 * answers "not found", as the protocol allows for an expired task).
 */
export interface WaitTaskStore {
  /** A wait for the Handoff task, which must be the caller's (the API's own 404 otherwise). */
  startWait(taskId: string, until: TaskStatus[] | undefined, ttl: number | undefined): Promise<McpTask>;
  /** The wait now, or null when the id names nothing this caller may read. */
  getTask(id: string): Promise<McpTask | null>;
  getTaskResult(id: string): Promise<CallToolResult>;
}

export const waitTaskStore = (client: HandoffClient, result: WaitResult, now: () => number = Date.now): WaitTaskStore => {
  /** The wait and its Handoff task now, or undefined when the id names nothing this caller may read. */
  const read = async (id: string): Promise<{ wait: Wait; task: Task } | undefined> => {
    const wait = decodeWait(id);
    // Expired, or begun in the future (an edited id stretching its time to live).
    if (!wait || wait.createdAt + wait.ttl < now() || wait.createdAt > now() + CLOCK_SKEW_MS) return undefined;
    try {
      return { wait, task: await client.getTask(wait.taskId) };
    } catch (error) {
      if (error instanceof HandoffError && error.status === 404) return undefined;
      throw error;
    }
  };
  const reached = (wait: Wait, task: Task) => stopsAt(task, wait.until).includes(task.status);
  const over = (task: Task) => task.status === 'COMPLETED' || task.status === 'CANCELLED';
  const view = (id: string, wait: Wait, task: Task): McpTask => ({
    taskId: id,
    status: reached(wait, task) || over(task) ? 'completed' : 'working',
    statusMessage: `The Handoff task is ${task.status}`,
    ttl: wait.ttl,
    createdAt: new Date(wait.createdAt).toISOString(),
    lastUpdatedAt: task.updated_at,
    pollInterval: TASK_POLL_INTERVAL_MS,
  });

  return {
    startWait: async (taskId, until, ttl) => {
      const task = await client.getTask(taskId);
      const wait: Wait = {
        taskId,
        ...(until ? { until } : {}),
        createdAt: now(),
        ttl: Math.min(Math.max(ttl ?? DEFAULT_TASK_TTL_MS, 1000), MAX_TASK_TTL_MS),
      };
      return view(encodeWait(wait), wait, task);
    },
    getTask: async (id) => {
      const found = await read(id);
      return found ? view(id, found.wait, found.task) : null;
    },
    getTaskResult: async (id) => {
      const found = await read(id);
      if (!found) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Task not found: ${id}`);
      return result(found.task, reached(found.wait, found.task), Math.round((now() - found.wait.createdAt) / 100) / 10);
    },
  };
};

/** The code version 1 of the SDK gives a request that timed out (RequestTimeout): what 2025-era clients know. */
const REQUEST_TIMEOUT = -32001 as ProtocolErrorCode;

const byTaskId = z.looseObject({ taskId: z.string() });

/**
 * `tasks/get` and `tasks/result` of the waits in `store`, on a 2025-era server. `tasks/result` is
 * answered within `maxWaitMs`: the protocol's handler would block until the task ends, which a wait
 * for people may take hours to do, past any request timeout on the way. So it waits as
 * wait_for_task does (bounded), then says the task is still working: the client asks again, or
 * polls tasks/get. `hold` runs each such call (the hosted server bounds how many of one key's waits
 * run at once, as it does wait_for_task's).
 */
export const serveWaitTasks = (
  server: Server,
  store: WaitTaskStore,
  options: { maxWaitMs: number; sleep: (ms: number) => Promise<void>; hold: <T>(wait: () => Promise<T>) => Promise<T> },
): void => {
  const { maxWaitMs, sleep, hold } = options;
  const found = async (taskId: string) => {
    const task = await store.getTask(taskId);
    if (!task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Task not found: ${taskId}`);
    return task;
  };
  server.setRequestHandler('tasks/get', { params: byTaskId }, ({ taskId }) => found(taskId));
  server.setRequestHandler('tasks/result', { params: byTaskId }, ({ taskId }) =>
    hold(async () => {
      const until = Date.now() + maxWaitMs;
      for (;;) {
        const task = await found(taskId);
        if (task.status !== 'working') {
          const result = await store.getTaskResult(taskId);
          return { ...result, _meta: { ...result._meta, [RELATED_TASK_META_KEY]: { taskId } } };
        }
        const remaining = until - Date.now();
        if (remaining <= 0)
          throw new ProtocolError(
            REQUEST_TIMEOUT,
            `Task ${taskId} is still working after ${Math.round(maxWaitMs / 1000)} s: ask tasks/result again, or poll tasks/get`,
          );
        await sleep(Math.min(task.pollInterval ?? TASK_POLL_INTERVAL_MS, remaining));
      }
    }),
  );
};

/** The Tasks extension of revision 2026-07-28, as client and server declare it. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/**
 * Whether a 2026-07-28 request's own capabilities (in its `_meta` envelope, which the SDK lifts out of
 * the params into `ctx.mcpReq.envelope`) declare the Tasks extension: no other request may get a task.
 */
export const declaresTasksExtension = (envelope: object | undefined): boolean => {
  const capabilities = (envelope as Record<string, unknown> | undefined)?.[CLIENT_CAPABILITIES_META_KEY] as
    | { extensions?: Record<string, unknown> }
    | undefined;
  return capabilities?.extensions?.[TASKS_EXTENSION] !== undefined;
};

/** A wait as the Tasks extension shows a task: its time to live and poll interval in `ttlMs` and `pollIntervalMs`. */
export const extensionTask = ({ ttl, pollInterval, ...task }: McpTask) => ({
  ...task,
  ttlMs: ttl,
  ...(pollInterval === undefined ? {} : { pollIntervalMs: pollInterval }),
});

/**
 * `tasks/get`, `tasks/update` and `tasks/cancel` of the Tasks extension, on a 2026-07-28 server.
 * tasks/get answers at once (the extension has no blocking read), with the wait's result inline
 * once it is completed. A wait never asks the client for input, so tasks/update has nothing to take
 * and acknowledges (the extension says to ignore responses to no outstanding request). tasks/cancel
 * ends the wait, not the Handoff task (cancel_task does that): a wait runs nothing between polls,
 * so there is nothing to stop, and the client that cancels stops polling; the extension lets a
 * cancelled task still report completed. Each refuses an id that names no wait of the caller's.
 */
export const serveExtensionWaitTasks = (server: Server, store: WaitTaskStore): void => {
  const found = async (taskId: string) => {
    const task = await store.getTask(taskId);
    if (!task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Task not found: ${taskId}`);
    return task;
  };
  server.setRequestHandler('tasks/get', { params: byTaskId }, async ({ taskId }) => {
    const task = await found(taskId);
    return task.status === 'completed' ? { ...extensionTask(task), result: await store.getTaskResult(taskId) } : extensionTask(task);
  });
  server.setRequestHandler('tasks/update', { params: byTaskId }, async ({ taskId }) => {
    await found(taskId);
    return {};
  });
  server.setRequestHandler('tasks/cancel', { params: byTaskId }, async ({ taskId }) => {
    await found(taskId);
    return {};
  });
};
