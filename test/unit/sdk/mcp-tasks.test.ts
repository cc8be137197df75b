import { type CallToolResult, InMemoryTransport, type JSONRPCMessage, Server } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { createHandoffClient, type Task } from '../../../sdk/src/client';
import { declaresTasksExtension, extensionTask, MAX_TASK_TTL_MS, serveWaitTasks, waitTaskStore } from '../../../sdk/src/mcp/tasks';

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

const resultOf = async (task: Task, reached: boolean): Promise<CallToolResult> => ({
  content: [],
  structuredContent: { status: task.status, reached },
});

describe('wait tasks (MCP Tasks for wait_for_task)', () => {
  it('are working until the task reaches a status waited for, completed after, and gone after their time to live', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'IN_PROGRESS' }]]);
    let now = Date.parse('2026-11-27T10:00:00.000Z');
    const store = waitTaskStore(clientOver(tasks), resultOf, () => now);
    const wait = await store.startWait('tsk_1', ['SUBMITTED'], 60_000);
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
    const wait = await store.startWait('tsk_1', ['COMPLETED'], undefined);
    expect(wait.status).toBe('completed');
    await expect(store.getTaskResult(wait.taskId)).resolves.toMatchObject({ structuredContent: { reached: false } });
  });

  it('hold a time to live within bounds, and take no edited id or unknown task', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'PENDING' }]]);
    const store = waitTaskStore(clientOver(tasks), resultOf);
    await expect(store.startWait('tsk_1', undefined, 10 * MAX_TASK_TTL_MS)).resolves.toMatchObject({ ttl: MAX_TASK_TTL_MS });
    await expect(store.startWait('tsk_1', undefined, 0)).resolves.toMatchObject({ ttl: 1000 });
    await expect(store.startWait('tsk_gone', undefined, undefined)).rejects.toThrow('Task not found');
    const forged = Buffer.from(JSON.stringify({ v: 1, t: 'tsk_1', u: null, c: Date.now(), l: 10 * MAX_TASK_TTL_MS })).toString('base64url');
    const future = Buffer.from(JSON.stringify({ v: 1, t: 'tsk_1', u: null, c: Date.now() + MAX_TASK_TTL_MS, l: MAX_TASK_TTL_MS })).toString(
      'base64url',
    );
    for (const id of [forged, future, 'not base64 at all!', Buffer.from('{"v":1}').toString('base64url'), 'x'.repeat(5000)])
      await expect(store.getTask(id)).resolves.toBeNull();
  });

  it('answer tasks/result within the bound, saying the task still works rather than blocking past it', async () => {
    const tasks = new Map<string, Partial<Task>>([['tsk_1', { status: 'IN_PROGRESS' }]]);
    const store = waitTaskStore(clientOver(tasks), resultOf);
    const wait = await store.startWait('tsk_1', ['COMPLETED'], undefined);
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tasks: { requests: { tools: { call: {} } } } } });
    const slept: number[] = [];
    let held = 0;
    serveWaitTasks(server, store, {
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
    // A 2025-era client, message by message: initialize, then tasks/result.
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const answers = new Map<unknown, (message: Record<string, any>) => void>();
    clientSide.onmessage = (message: JSONRPCMessage) => answers.get((message as { id?: unknown }).id)?.(message as Record<string, any>);
    await clientSide.start();
    let id = 0;
    const ask = (method: string, params: object) =>
      new Promise<Record<string, any>>((resolve) => {
        answers.set(++id, resolve);
        void clientSide.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage);
      });
    await ask('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } });
    const working = await ask('tasks/result', { taskId: wait.taskId });
    expect(working.error?.message).toMatch(/is still working after 0 s: ask tasks\/result again, or poll tasks\/get/);
    expect(slept.every((ms) => ms <= 50)).toBe(true);
    tasks.set('tsk_1', { status: 'COMPLETED' });
    expect((await ask('tasks/result', { taskId: wait.taskId })).result).toMatchObject({
      structuredContent: { status: 'COMPLETED', reached: true },
      _meta: { 'io.modelcontextprotocol/related-task': { taskId: wait.taskId } },
    });
    expect((await ask('tasks/get', { taskId: 'not-a-wait' })).error?.message).toMatch('Task not found');
    await server.close();
    expect(held).toBe(2);
  });
});

describe('wait tasks in the Tasks extension (2026-07-28)', () => {
  it('go only to a request whose own capabilities declare the extension', () => {
    const capabilities = (extensions?: Record<string, unknown>) => ({
      'io.modelcontextprotocol/clientCapabilities': extensions ? { extensions } : {},
    });
    expect(declaresTasksExtension(capabilities({ 'io.modelcontextprotocol/tasks': {} }))).toBe(true);
    expect(declaresTasksExtension(capabilities({ 'io.modelcontextprotocol/ui': {} }))).toBe(false);
    expect(declaresTasksExtension(capabilities())).toBe(false);
    expect(declaresTasksExtension(undefined)).toBe(false);
  });

  it("show the 2025 era's wait with the extension's ttlMs and pollIntervalMs", async () => {
    const store = waitTaskStore(clientOver(new Map([['tsk_1', { status: 'PENDING' }]])), resultOf);
    const wait = await store.startWait('tsk_1', undefined, 60_000);
    expect(extensionTask(wait)).toEqual({
      taskId: wait.taskId,
      status: 'working',
      statusMessage: 'The Handoff task is PENDING',
      createdAt: wait.createdAt,
      lastUpdatedAt: '2026-11-27T10:00:00.000Z',
      ttlMs: 60_000,
      pollIntervalMs: 5000,
    });
  });
});
