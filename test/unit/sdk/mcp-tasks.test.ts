import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createHandoffClient, type Task } from '../../../sdk/src/client';
import { answerTaskResultsWithin, MAX_TASK_TTL_MS, waitTaskStore } from '../../../sdk/src/mcp-tasks';

/** A client whose API holds one task per id, as `tasks` says now; any other id answers 404. */
const clientOver = (tasks: Map<string, Partial<Task>>) =>
  createHandoffClient({
    apiKey: 'hk_test_x',
    baseUrl: 'http://api.test',
    maxRetries: 0,
    fetch: async (request: Request) => {
      const id = new URL(request.url).pathname.split('/').at(-1)!;
      const task = tasks.get(id);
      return task
        ? new Response(JSON.stringify({ task_id: id, sandbox: true, updated_at: '2026-11-27T10:00:00.000Z', ...task }), { status: 200 })
        : new Response(JSON.stringify({ error: 'Task not found' }), { status: 404 });
    },
  });

const resultOf = (task: Task, reached: boolean): CallToolResult => ({ content: [], structuredContent: { status: task.status, reached } });

describe('wait tasks (MCP Tasks for wait_for_task)', () => {
  it('are working until the task reaches a status waited for, completed after, and gone after their time to live', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'IN_PROGRESS' }]]);
    let now = Date.parse('2026-11-27T10:00:00.000Z');
    const store = waitTaskStore(clientOver(tasks), resultOf, () => now);
    const wait = await store.startWait('tsk_1', ['SUBMITTED'], { ttl: 60_000 });
    expect(wait).toMatchObject({ status: 'working', ttl: 60_000, createdAt: '2026-11-27T10:00:00.000Z' });
    tasks.set('tsk_1', { status: 'SUBMITTED' });
    await expect(store.getTask(wait.taskId)).resolves.toMatchObject({ status: 'completed', statusMessage: 'The Handoff task is SUBMITTED' });
    await expect(store.getTaskResult(wait.taskId)).resolves.toEqual({ content: [], structuredContent: { status: 'SUBMITTED', reached: true } });
    now += 60_001;
    await expect(store.getTask(wait.taskId)).resolves.toBeNull();
  });

  it('end when the task can move no more, even short of the status waited for (reached: false)', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'CANCELLED' }]]);
    const store = waitTaskStore(clientOver(tasks), resultOf);
    const wait = await store.startWait('tsk_1', ['COMPLETED'], {});
    expect(wait.status).toBe('completed');
    await expect(store.getTaskResult(wait.taskId)).resolves.toMatchObject({ structuredContent: { reached: false } });
  });

  it('hold a time to live within bounds, and take no edited id or unknown task', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'PENDING' }]]);
    const store = waitTaskStore(clientOver(tasks), resultOf);
    await expect(store.startWait('tsk_1', undefined, { ttl: 10 * MAX_TASK_TTL_MS })).resolves.toMatchObject({ ttl: MAX_TASK_TTL_MS });
    await expect(store.startWait('tsk_1', undefined, { ttl: 0 })).resolves.toMatchObject({ ttl: 1000 });
    await expect(store.startWait('tsk_gone', undefined, {})).rejects.toThrow('Task not found');
    const forged = Buffer.from(JSON.stringify({ v: 1, t: 'tsk_1', u: null, c: Date.now(), l: 10 * MAX_TASK_TTL_MS })).toString('base64url');
    const future = Buffer.from(JSON.stringify({ v: 1, t: 'tsk_1', u: null, c: Date.now() + MAX_TASK_TTL_MS, l: MAX_TASK_TTL_MS })).toString(
      'base64url',
    );
    for (const id of [forged, future, 'not base64 at all!', Buffer.from('{"v":1}').toString('base64url'), 'x'.repeat(5000)])
      await expect(store.getTask(id)).resolves.toBeNull();
    await expect(store.listTasks()).rejects.toThrow('This server keeps no task state');
  });

  it('answer tasks/result within the bound, saying the task still works rather than blocking past it', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'IN_PROGRESS' }]]);
    const store = waitTaskStore(clientOver(tasks), resultOf);
    const wait = await store.startWait('tsk_1', ['COMPLETED'], {});
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tasks: { requests: { tools: { call: {} } } } }, taskStore: store });
    const slept: number[] = [];
    let held = 0;
    answerTaskResultsWithin(server, store, {
      maxWaitMs: 50,
      sleep: async (ms) => {
        slept.push(ms);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
      hold: (run) => {
        held++;
        return run();
      },
    });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'test', version: '1' });
    await server.connect(serverSide);
    await client.connect(clientSide);
    await expect(client.experimental.tasks.getTaskResult(wait.taskId, CallToolResultSchema)).rejects.toThrow(
      /is still working after 0 s: ask tasks\/result again, or poll tasks\/get/,
    );
    expect(slept.every((ms) => ms <= 50)).toBe(true);
    tasks.set('tsk_1', { status: 'COMPLETED' });
    await expect(client.experimental.tasks.getTaskResult(wait.taskId, CallToolResultSchema)).resolves.toMatchObject({
      structuredContent: { status: 'COMPLETED', reached: true },
      _meta: { 'io.modelcontextprotocol/related-task': { taskId: wait.taskId } },
    });
    await client.close();
    expect(held).toBe(2);
  });
});
