import { agentOperations, type OperationSchemas } from '../../api-schemas.js';
import { taskStatusValues } from '../../api-types.generated.js';
import { HandoffTimeoutError, type Task, type TaskStatus } from '../../client.js';
import { PROOF_REVIEW_TOOL_META } from '../../mcp-app.js';
import { fromWire } from '../../strict-schema.js';
import type { HandoffTool } from '../registry.js';
import { NEXT_STEP, object, ok, READ_ONLY, responseOf, toolError, withTaskId } from '../schemas.js';

/** The longest a `wait_for_task` call blocks: below the usual 30 s request timeouts of MCP clients and API gateways. */
export const MAX_WAIT_SECONDS = 25;

/** A wait's answer, around the task as `operation` (getTask) answers it. */
const waitResultSchema = (operation: OperationSchemas) =>
  object(
    {
      task: responseOf(operation, '200'),
      reached: { type: 'boolean', description: 'Whether the task is in one of the statuses waited for; false: call wait_for_task again' },
      next_step: { type: 'string', description: 'What you do next, if anything' },
      waited_seconds: { type: 'number' },
    },
    ['task', 'reached', 'next_step', 'waited_seconds'],
  );

/** A wait's answer, as the call and the task's result (tasks/result) give it. */
export const waitResult = async (task: Task, reached: boolean, waitedSeconds: number) =>
  ok(
    fromWire(waitResultSchema((await agentOperations())('getTask')), {
      task,
      reached,
      next_step: NEXT_STEP[task.status],
      waited_seconds: waitedSeconds,
    }),
  );

export const waitForTask: HandoffTool = {
  name: 'wait_for_task',
  title: 'Wait for a task to need you or to end',
  description:
    `Waits until the task reaches a status where something happens for you, but returns within ${MAX_WAIT_SECONDS} seconds with the current ` +
    'state if nothing did (humans work at human speed: call it again while reached is false). By default it stops at COMPLETED, CANCELLED, ' +
    'DISPUTED and MANUAL_REVIEW (you verify), and for a real task also at ESTIMATE_PENDING (you approve or reject the estimate). ' +
    'next_step says what to do. Free; changes nothing.',
  operationId: 'getTask',
  schemas: (operation) => ({
    inputSchema: withTaskId(
      operation,
      object({
        until: {
          type: 'array',
          items: { type: 'string', enum: taskStatusValues },
          minItems: 1,
          description: 'Statuses to stop at instead of the default',
        },
        timeout_seconds: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_WAIT_SECONDS,
          description: `How long to wait at most (default and maximum ${MAX_WAIT_SECONDS}; as a task, the task's own ttl instead)`,
        },
      }),
    ),
    outputSchema: waitResultSchema(operation),
  }),
  annotations: READ_ONLY,
  _meta: PROOF_REVIEW_TOOL_META,
  run: ({ task_id, until, timeout_seconds }, { client, holdWait }) =>
    holdWait(async () => {
      const started = Date.now();
      const budgetMs = ((timeout_seconds as number | undefined) ?? MAX_WAIT_SECONDS) * 1000;
      // Stops polling (and its pending pause) once the budget is spent, so no request outlives the call.
      const stop = new AbortController();
      let lastSeen: Task | undefined;
      const settle = (task: Task, reached: boolean) =>
        ok({ task, reached, next_step: NEXT_STEP[task.status], waited_seconds: Math.round((Date.now() - started) / 100) / 10 });
      try {
        // The poll loop's own deadline leaves room for one last request within the budget.
        const polling = client.waitForTask(task_id as string, {
          ...(until === undefined ? {} : { until: until as TaskStatus[] }),
          timeoutMs: Math.max(0, budgetMs - 3000),
          pollMs: 1000,
          maxPollMs: 3000,
          signal: stop.signal,
          onStatus: (task) => {
            lastSeen = task;
          },
        });
        let timer: ReturnType<typeof setTimeout> | undefined;
        const outOfTime = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), budgetMs);
        });
        const result = await Promise.race([polling, outOfTime]).finally(() => clearTimeout(timer));
        if (result !== 'timeout') return settle(result, true);
        stop.abort();
        polling.catch(() => undefined);
        if (!lastSeen) return toolError(new Error(`No answer from the API within ${budgetMs / 1000} seconds; call wait_for_task again`));
        return settle(lastSeen, false);
      } catch (error) {
        if (error instanceof HandoffTimeoutError) return settle(error.task, false);
        return toolError(error);
      }
    }),
  // Clients that speak the 2025 era's MCP Tasks may run it as a task: answered at once, then tasks/get and tasks/result.
  startTask: ({ task_id, until }, { waits }, ttl) => waits.startWait(task_id as string, until as TaskStatus[] | undefined, ttl),
};
