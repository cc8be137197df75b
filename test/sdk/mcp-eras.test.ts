import { type CallToolResult, Client, InsufficientScopeError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, inject, it } from 'vitest';
import { api, registerAgent } from '../support/api';
import { handoffMcpCommand } from '../support/mcp-access';

/**
 * The protocol's revisions /mcp and handoff-mcp serve, each through the official SDK client that
 * speaks it: version 2 pinned to 2026-07-28 (stateless, `server/discover`, no `initialize`), and
 * version 1 (`@modelcontextprotocol/sdk`), which speaks the 2025 era (2025-11-25).
 */
const MODERN = '2026-07-28';
const NEW_TASK = {
  title: 'Is the bakery open?',
  description: 'Check the bakery at the corner',
  reward_usd: 1,
  proof_requirements: ['photo of the door'],
};

const textOf = (result: CallToolResult): string => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

const modernClient = () => new Client({ name: 'handoff-eras-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
const httpTransport = (apiKey: string) =>
  new StreamableHTTPClientTransport(new URL(`${inject('baseUrl')}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${apiKey}` } } });

/** Lists the tools and calls one that creates a task and one the API refuses, as `client` speaks. */
const listsAndCalls = async (client: Pick<Client, 'listTools' | 'callTool'>) => {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['create_task', 'get_task', 'wait_for_task']));
  expect(tools.find((tool) => tool.name === 'create_task')!.inputSchema.additionalProperties).toBe(false);
  const created = (await client.callTool({ name: 'create_task', arguments: NEW_TASK })) as CallToolResult;
  expect(created.isError, textOf(created)).toBeFalsy();
  const task = created.structuredContent as { task_id: string; status: string };
  expect(task).toMatchObject({ status: 'PENDING', sandbox: true });
  const fetched = (await client.callTool({ name: 'get_task', arguments: { task_id: task.task_id } })) as CallToolResult;
  expect(fetched.structuredContent).toMatchObject({ task_id: task.task_id });
  const missing = (await client.callTool({ name: 'get_task', arguments: { task_id: 'no-such-task' } })) as CallToolResult;
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toContain('Task not found');
  return tools;
};

describe('MCP revisions served at /mcp', () => {
  it(`serves the version 2 client in the ${MODERN} revision: server/discover, then tools listed and called, each request on its own`, async () => {
    const { apiKey } = await registerAgent();
    const client = modernClient();
    await client.connect(httpTransport(apiKey));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      expect(client.getServerVersion()?.name).toBe('handoff');
      expect(client.getInstructions()).toContain('wait_for_task');
      const tools = await listsAndCalls(client);
      // The 2025 era's task support is no part of this revision's tool list.
      expect(tools.find((tool) => tool.name === 'wait_for_task')).not.toHaveProperty('execution');
    } finally {
      await client.close();
    }
  });

  it('serves the version 1 client (@modelcontextprotocol/sdk) in the 2025 era: initialize, then tools listed and called', async () => {
    const { apiKey } = await registerAgent();
    const client = new V1Client({ name: 'handoff-eras-test', version: '1.0.0' });
    const transport = new V1StreamableHTTPClientTransport(new URL(`${inject('baseUrl')}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
    });
    await client.connect(transport);
    try {
      expect(transport.protocolVersion).toBe('2025-11-25');
      await listsAndCalls(client as unknown as Client);
    } finally {
      await client.close();
    }
  });

  it(`answers a tool whose route needs a scope the key lacks with the step-up challenge in the ${MODERN} revision too`, async () => {
    const owner = await registerAgent();
    const reader = await api('POST', '/api/v1/agents/keys', { apiKey: owner.apiKey, body: { name: 'reader', scopes: ['tasks:read'] } });
    const client = modernClient();
    await client.connect(httpTransport(reader.body.api_key as string));
    try {
      const listed = (await client.callTool({ name: 'list_tasks', arguments: {} })) as CallToolResult;
      expect(listed.isError, textOf(listed)).toBeFalsy();
      // The client reads the challenge as the scope to step up to.
      const refused = client.callTool({ name: 'get_balance', arguments: {} });
      await expect(refused).rejects.toBeInstanceOf(InsufficientScopeError);
      await expect(refused).rejects.toThrow('Insufficient scope: required "funds:read"');
    } finally {
      await client.close();
    }
  });

  it(`keeps the key's checks in the ${MODERN} revision: 401 without a key, 403 for another site's Origin`, async () => {
    const discover = {
      jsonrpc: '2.0',
      id: 1,
      method: 'server/discover',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN } },
    };
    const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': MODERN };
    expect((await api('POST', '/mcp', { body: discover, headers })).status).toBe(401);
    const { apiKey } = await registerAgent();
    const refused = await api('POST', '/mcp', { body: discover, apiKey, headers: { ...headers, origin: 'http://evil.example' } });
    expect(refused).toMatchObject({ status: 403, body: { error: 'Origin not allowed: http://evil.example' } });
  });
});

describe('MCP revisions served by handoff-mcp over stdio', () => {
  it(`serves the version 2 client in the ${MODERN} revision`, async () => {
    const { apiKey } = await registerAgent();
    const client = modernClient();
    await client.connect(new StdioClientTransport(handoffMcpCommand(apiKey)));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      // wait_for_task runs as a task of the Tasks extension here too, for a client declaring it.
      expect(client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });
      await listsAndCalls(client);
    } finally {
      await client.close();
    }
  });

  it('lets the proof-review view load photos from the origins HANDOFF_PHOTO_ORIGINS names', async () => {
    const { apiKey } = await registerAgent();
    const command = handoffMcpCommand(apiKey);
    const client = modernClient();
    await client.connect(
      new StdioClientTransport({ ...command, env: { ...command.env, HANDOFF_PHOTO_ORIGINS: 'https://photos.example, http://127.0.0.1:4566' } }),
    );
    try {
      const { resources } = await client.listResources();
      expect(resources[0]?._meta?.ui).toMatchObject({ csp: { resourceDomains: ['https://photos.example', 'http://127.0.0.1:4566'] } });
    } finally {
      await client.close();
    }
  });
});
