import { setTimeout as sleep } from 'node:timers/promises';
import { type JSONRPCMessage, Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, CallToolResultSchema, CreateTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAgent } from '../support/api';

/**
 * MCP Tasks on the hosted server, through the official client over Streamable HTTP: wait_for_task
 * run as a task (answered at once), followed by tasks/get and read by tasks/result, each a request
 * of its own to the stateless server, as a client that negotiates tasks would.
 */
const connect = async (apiKey: string): Promise<Client> => {
  const client = new Client({ name: 'handoff-tasks-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${inject('baseUrl')}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${apiKey}` } } }),
  );
  return client;
};

const startWait = (client: Client, args: Record<string, unknown>, name = 'wait_for_task') =>
  client.request({ method: 'tools/call', params: { name, arguments: args, task: { ttl: 600_000 } } }, CreateTaskResultSchema);

describe('MCP Tasks: wait_for_task as a task', () => {
  let client: Client;
  let stranger: Client;

  beforeAll(async () => {
    client = await connect((await registerAgent()).apiKey);
    stranger = await connect((await registerAgent()).apiKey);
  });
  afterAll(async () => {
    await Promise.all([client?.close(), stranger?.close()]);
  });

  it('declares task support for tool calls, and wait_for_task as a tool that may run as a task', async () => {
    expect(client.getServerCapabilities()?.tasks).toEqual({ requests: { tools: { call: {} } } });
    const { tools } = await client.listTools();
    expect(tools.find((tool) => tool.name === 'wait_for_task')?.execution).toEqual({ taskSupport: 'optional' });
    expect(tools.find((tool) => tool.name === 'create_task')?.execution).toBeUndefined();
  });

  it('answers at once with a task, which tasks/get follows until the sandbox task is COMPLETED and tasks/result reads', async () => {
    const created = (await client.callTool({
      name: 'create_task',
      arguments: { title: 'Is the bakery open?', description: 'Check the bakery', reward_usd: 1, proof_requirements: ['photo of the door'] },
    })) as CallToolResult;
    const taskId = (created.structuredContent as { task_id: string }).task_id;

    const { task } = await startWait(client, { task_id: taskId, until: ['COMPLETED'] });
    expect(task).toMatchObject({ ttl: 600_000, pollInterval: 5000, createdAt: expect.any(String) });
    expect(['working', 'completed']).toContain(task.status);

    let status = task.status;
    for (let polls = 0; status !== 'completed' && polls < 60; polls++) {
      await sleep(1000);
      const polled = await client.experimental.tasks.getTask(task.taskId);
      expect(polled.taskId).toBe(task.taskId);
      status = polled.status;
    }
    expect(status).toBe('completed');

    const result = await client.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema);
    expect(result.structuredContent).toMatchObject({ reached: true, task: { task_id: taskId, status: 'COMPLETED' } });
    expect(result._meta?.['io.modelcontextprotocol/related-task']).toEqual({ taskId: task.taskId });
  }, 120_000);

  it("finds another agent's wait, an edited id and a wait for an unknown task nowhere", async () => {
    const created = (await client.callTool({
      name: 'create_task',
      arguments: { title: 'Is the kiosk open?', description: 'Check the kiosk', reward_usd: 1, proof_requirements: ['photo'] },
    })) as CallToolResult;
    const { task } = await startWait(client, { task_id: (created.structuredContent as { task_id: string }).task_id });

    await expect(stranger.experimental.tasks.getTask(task.taskId)).rejects.toThrow('Task not found');
    await expect(stranger.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema)).rejects.toThrow('Task not found');
    await expect(client.experimental.tasks.getTask(`${task.taskId}x`)).rejects.toThrow('Task not found');
    await expect(startWait(client, { task_id: 'tsk_does_not_exist' })).rejects.toThrow('Task not found (HTTP 404)');
    // Arguments the tool refuses are refused as the protocol error a task request expects.
    await expect(startWait(client, { task_id: 'x'.repeat(5000) })).rejects.toThrow(
      'Input validation error: Invalid arguments for tool wait_for_task',
    );
  });

  it('refuses to run a tool without task support as a task', async () => {
    await expect(startWait(client, {}, 'get_balance')).rejects.toThrow('Tool get_balance does not run as a task');
  });
});

/**
 * The Tasks extension of revision 2026-07-28, through the version 2 client's transport: a client
 * declaring `io.modelcontextprotocol/tasks` in a request's capabilities gets wait_for_task's answer
 * as a task (`resultType: "task"`), polls tasks/get until it carries the result, and may cancel the
 * wait. The client's typed surface has no Tasks extension (it refuses a `task` result), so these go
 * as raw JSON-RPC requests, each with the revision's `_meta` envelope, over its transport.
 */
describe('MCP Tasks extension (2026-07-28): wait_for_task as a task', () => {
  const MODERN = '2026-07-28';
  const TASKS = 'io.modelcontextprotocol/tasks';
  type Answer = Record<string, unknown>;

  /** Raw requests of a 2026-07-28 client, declaring the Tasks extension or not. */
  const modernRequests = async (apiKey: string, declaresTasks = true) => {
    const transport = new ModernTransport(new URL(`${inject('baseUrl')}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
    });
    transport.setProtocolVersion(MODERN);
    const pending = new Map<number, (message: JSONRPCMessage) => void>();
    transport.onmessage = (message) => {
      if ('id' in message) pending.get(message.id as number)?.(message);
    };
    await transport.start();
    const envelope = {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientInfo': { name: 'handoff-tasks-test', version: '1.0.0' },
      'io.modelcontextprotocol/clientCapabilities': declaresTasks ? { extensions: { [TASKS]: {} } } : {},
    };
    let lastId = 0;
    const request = async (method: string, params: Record<string, unknown>): Promise<Answer> => {
      const id = ++lastId;
      const answered = new Promise<JSONRPCMessage>((resolve) => pending.set(id, resolve));
      await transport.send({ jsonrpc: '2.0', id, method, params: { ...params, _meta: envelope } });
      const message = (await answered) as { result?: Answer; error?: { message: string } };
      if (message.error) throw new Error(message.error.message);
      return message.result!;
    };
    return {
      call: (name: string, args: Record<string, unknown>) => request('tools/call', { name, arguments: args }),
      request,
      close: () => transport.close(),
    };
  };
  const createdTaskId = async (modern: Awaited<ReturnType<typeof modernRequests>>, title: string) => {
    const created = await modern.call('create_task', { title, description: `${title} Check it`, reward_usd: 1, proof_requirements: ['photo'] });
    return (created.structuredContent as { task_id: string }).task_id;
  };

  it('is declared on server/discover, as the version 2 client reads it', async () => {
    const client = new ModernClient({ name: 'handoff-tasks-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
    await client.connect(
      new ModernTransport(new URL(`${inject('baseUrl')}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${(await registerAgent()).apiKey}` } },
      }),
    );
    try {
      expect(client.getServerCapabilities()?.extensions).toEqual({ [TASKS]: {} });
    } finally {
      await client.close();
    }
  });

  it('answers wait_for_task with a task, which tasks/get follows until it carries the result once the sandbox task is COMPLETED', async () => {
    const modern = await modernRequests((await registerAgent()).apiKey);
    try {
      const taskId = await createdTaskId(modern, 'Is the bakery open?');
      const task = await modern.call('wait_for_task', { task_id: taskId, until: ['COMPLETED'] });
      expect(task).toMatchObject({ resultType: 'task', taskId: expect.any(String), ttlMs: 24 * 3600 * 1000, pollIntervalMs: 5000 });
      expect(['working', 'completed']).toContain(task.status);

      let polled = task;
      for (let polls = 0; polled.status !== 'completed' && polls < 60; polls++) {
        await sleep(1000);
        polled = await modern.request('tasks/get', { taskId: task.taskId });
        expect(polled).toMatchObject({ resultType: 'complete', taskId: task.taskId });
      }
      expect(polled.status).toBe('completed');
      expect(polled.result).toMatchObject({ structuredContent: { reached: true, task: { task_id: taskId, status: 'COMPLETED' } } });
    } finally {
      await modern.close();
    }
  }, 120_000);

  it('acknowledges tasks/update and tasks/cancel, which ends the wait and not the Handoff task; refuses ids of no wait of the caller', async () => {
    const modern = await modernRequests((await registerAgent()).apiKey);
    const stranger = await modernRequests((await registerAgent()).apiKey);
    try {
      const taskId = await createdTaskId(modern, 'Is the kiosk open?');
      const task = await modern.call('wait_for_task', { task_id: taskId, until: ['COMPLETED'] });

      expect(await modern.request('tasks/update', { taskId: task.taskId, inputResponses: {} })).toMatchObject({ resultType: 'complete' });
      expect(await modern.request('tasks/cancel', { taskId: task.taskId })).toMatchObject({ resultType: 'complete' });
      const handoffTask = await modern.call('get_task', { task_id: taskId });
      expect((handoffTask.structuredContent as { status: string }).status).not.toBe('CANCELLED');

      for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
        await expect(modern.request(method, { taskId: `${task.taskId}x`, inputResponses: {} })).rejects.toThrow('Task not found');
        await expect(stranger.request(method, { taskId: task.taskId, inputResponses: {} })).rejects.toThrow('Task not found');
      }
      // A wait for a task that does not exist is the tool error any client reads.
      expect(await modern.call('wait_for_task', { task_id: 'tsk_does_not_exist' })).toMatchObject({ isError: true });
    } finally {
      await Promise.all([modern.close(), stranger.close()]);
    }
  });

  it('answers a client that does not declare the extension with the tool result, never a task', async () => {
    const modern = await modernRequests((await registerAgent()).apiKey, false);
    try {
      const taskId = await createdTaskId(modern, 'Is the shop open?');
      const answer = await modern.call('wait_for_task', {
        task_id: taskId,
        until: ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'COMPLETED'],
      });
      expect(answer).toMatchObject({ resultType: 'complete', structuredContent: { reached: true, task: { task_id: taskId } } });
      expect(answer).not.toHaveProperty('taskId');
    } finally {
      await modern.close();
    }
  });
});
