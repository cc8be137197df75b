import { execFile } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The service as deployed behind its edge: a stack of this file's own with the origin check on (ORIGIN_VERIFY_SECRET set,
 * Secrets Manager answered here), so every request must carry the edge's X-Origin-Verify, as the
 * execute-api host demands behind CloudFront. Driven by the official MCP client.
 */
const EDGE_SECRET = 'e'.repeat(48);
vi.hoisted(() => {
  process.env.ORIGIN_VERIFY_SECRET = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:handoff-origin-verify-AbCdEf';
});
vi.mock('@aws-sdk/client-secrets-manager', () => ({
  GetSecretValueCommand: class {
    constructor(readonly input: unknown) {}
  },
  SecretsManagerClient: class {
    async send() {
      return { SecretString: JSON.stringify({ current: 'e'.repeat(48) }) };
    }
  },
}));

const EDGE = { 'x-origin-verify': EDGE_SECRET };
let stack: LocalStack;
let apiKey: string;
let keyId: string;

const call = async (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...EDGE, ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  return { status: response.status, text: await response.text() };
};

const connect = async (headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, ...EDGE }) => {
  const client = new Client({ name: 'handoff-edge-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`), { requestInit: { headers } }));
  return client;
};

const callTool = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

const textOf = (result: CallToolResult): string => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

const NEW_TASK = { title: 'Is the gate open?', description: 'Look at the gate', reward_usd: 1, proof_requirements: ['photo of the gate'] };

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-mcp-edge', timerSweepMs: TEST_TIMER_SWEEP_MS });
  // A fresh stack's first requests race its first timer sweep on a loaded machine: a 5xx is tried again.
  for (let attempt = 1; !apiKey; attempt++) {
    const registered = await fetch(`${stack.url}/api/v1/agents/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...EDGE },
      body: JSON.stringify({ name: 'Edge Agent', email: `edge.agent.${attempt}@example.com` }),
    });
    if (registered.status !== 201 && (registered.status < 500 || attempt === 3)) throw new Error(`register: ${registered.status}`);
    if (registered.status === 201) ({ api_key: apiKey, key_id: keyId } = (await registered.json()) as { api_key: string; key_id: string });
  }
  // A second stack beside the suite's starts slowly on a machine shared with other runs.
}, 420_000);

afterAll(async () => {
  await stack?.stop();
});

describe('/mcp behind the edge (origin check on)', () => {
  it('refuses a request without the edge header, as every route does', async () => {
    const refused = await call('GET', '/api/v1/agents/balance', { headers: { 'x-origin-verify': '' } });
    expect(refused).toEqual({ status: 403, text: JSON.stringify({ error: "Requests must use the API's public URL" }) });
  });

  it("runs each tool in the service and answers exactly what the tool's API route answers", async () => {
    const client = await connect();
    const created = await callTool(client, 'create_task', { ...NEW_TASK, idempotency_key: 'edge-task-1' });
    expect(created.isError, textOf(created)).toBeFalsy();
    const task = created.structuredContent as { task_id: string };
    // The same Idempotency-Key through the API replays the very task the tool created.
    const replayed = await call('POST', '/api/v1/tasks', { body: NEW_TASK, headers: { 'idempotency-key': 'edge-task-1' } });
    expect(replayed.status).toBe(201);
    expect(JSON.parse(replayed.text)).toEqual(created.structuredContent);

    const tool = await callTool(client, 'get_task', { task_id: task.task_id });
    const route = await call('GET', `/api/v1/tasks/${task.task_id}`);
    expect(JSON.parse(textOf(tool))).toEqual(JSON.parse(route.text));
    const balance = await callTool(client, 'get_balance', {});
    expect(balance.structuredContent).toEqual(JSON.parse((await call('GET', '/api/v1/agents/balance')).text));

    // Refusals: the route's message and status.
    const missing = await callTool(client, 'get_task', { task_id: 'task_missing' });
    const missingRoute = await call('GET', '/api/v1/tasks/task_missing');
    expect(missing).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: `${JSON.parse(missingRoute.text).error} (HTTP ${missingRoute.status})` }],
    });
    const tooSmall = await callTool(client, 'create_task', { ...NEW_TASK, reward_usd: 0.5 });
    expect(textOf(tooSmall)).toBe('Minimum task value is $1 (HTTP 422)');
    await client.close();
  });

  it('refuses a JSON-RPC batch with 400 { error }, running none of it', async () => {
    const message = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'create_task', arguments: NEW_TASK } });
    const before = JSON.parse((await call('GET', '/api/v1/tasks?limit=100')).text).data.length;
    const batch = await call('POST', '/mcp', {
      body: ` \n[${JSON.stringify(message(1))},${JSON.stringify(message(2))}]`,
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(batch).toEqual({ status: 400, text: JSON.stringify({ error: 'JSON-RPC batches are not accepted: send one message per request' }) });
    const behindMark = await call('POST', '/mcp', {
      body: `\uFEFF[${JSON.stringify(message(3))}]`,
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(behindMark.status).toBe(400);
    expect(JSON.parse((await call('GET', '/api/v1/tasks?limit=100')).text).data.length).toBe(before);
  });

  it('never sends the caller’s key to the host named in the Host header', async () => {
    const seen: string[] = [];
    const trap: Server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers['x-api-key'] ?? ''}`);
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_balance', arguments: {} } });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(`${stack.url}/mcp`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/mcp',
          method: 'POST',
          headers: {
            host: trapHost,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': '2025-06-18',
            'x-api-key': apiKey,
            ...EDGE,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    await new Promise((resolve) => trap.close(resolve));
    expect(seen).toEqual([]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).result.structuredContent).toMatchObject({ currency: 'USD' });
  });

  it('runs at most 4 wait_for_task calls of one key at once; the fifth is a tool error, and a slot frees when a wait returns', async () => {
    const client = await connect();
    const task = (await callTool(client, 'create_task', NEW_TASK)).structuredContent as { task_id: string };
    const { ddb, TABLE_NAME } = await import('../../functions/platform/table/client');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { mcpKeys } = await import('../../functions/contexts/edge/mcp/store/keys');
    const held = async () => {
      let count = 0;
      for (let slot = 0; slot < 4; slot++) {
        if ((await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: mcpKeys.waitSlot(keyId, slot) }))).Item) count++;
      }
      return count;
    };
    const wait = () => callTool(client, 'wait_for_task', { task_id: task.task_id, until: ['DISPUTED'], timeout_seconds: 8 });
    const waits = [wait(), wait(), wait(), wait()];
    await expect.poll(held, { timeout: 8_000, interval: 100 }).toBe(4);
    const fifth = await wait();
    expect(fifth).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'Too many wait_for_task calls at once for this API key (at most 4): call it again when one has returned' }],
    });
    for (const result of await Promise.all(waits)) expect(result.structuredContent).toMatchObject({ reached: false });
    expect(await held()).toBe(0);
    const again = await callTool(client, 'wait_for_task', { task_id: task.task_id, until: ['DISPUTED'], timeout_seconds: 1 });
    expect(again.isError, textOf(again)).toBeFalsy();
    await client.close();
  }, 60_000);
});

describe('npm run smoke, through an edge in front of the local stack', () => {
  /** The edge: every request passed on to the stack with the edge's header, as CloudFront does. */
  let edge: Server;
  let edgeUrl: string;

  beforeAll(async () => {
    edge = createServer((req, res) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: new URL(stack.url).port, method: req.method, path: req.url, headers: { ...req.headers, ...EDGE } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    edge?.closeAllConnections();
    await new Promise((resolve) => edge?.close(resolve));
  });

  const smoke = async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, 'bin', 'smoke.ts'), ...args], {
        cwd: repoRoot,
        timeout: 240_000,
      });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
    }
  };

  it('passes: lifecycle to COMPLETED with a verified callback, /mcp, the headers, and the execute-api URL refusing', async () => {
    const tls = join(repoRoot, 'test', 'fixtures', 'tls');
    const run = await smoke(
      '--url',
      edgeUrl,
      '--api-url',
      stack.url,
      '--callbacks',
      '--tls-cert',
      join(tls, 'receiver.crt'),
      '--tls-key',
      join(tls, 'receiver.key'),
      '--email',
      'smoke.passes@example.com',
    );
    expect(run.stdout).toContain('ok   a signed COMPLETED callback arrives and verifies');
    expect(run.stdout).toContain('ok   the execute-api URL refuses a request that skipped the edge');
    expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining('Smoke test passed: 7 checks') });
  }, 300_000);

  it('exits non-zero naming the check that failed (an API URL that takes requests without the edge)', async () => {
    const run = await smoke('--url', edgeUrl, '--api-url', edgeUrl, '--email', 'smoke.fails@example.com');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Smoke test FAILED: the execute-api URL refuses a request that skipped the edge');
  }, 300_000);
});
