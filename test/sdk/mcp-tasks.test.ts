import { setTimeout as sleep } from 'node:timers/promises';
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
