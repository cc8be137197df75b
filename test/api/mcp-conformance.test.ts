import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registerAgent } from '../support/api';
import { MCP_TEST_ALLOWED_ORIGIN } from '../support/stack-env';
import { taskBody } from '../support/tasks';

/**
 * The official MCP conformance suite's server scenarios against /mcp, and what it and strict
 * clients ask beyond the protocol itself: Origin validation, the step-up challenge, the
 * invalid_token challenge, the path-suffixed protected resource metadata.
 */
const base = () => inject('baseUrl');
const ACCEPT = 'application/json, text/event-stream';

const post = (apiKey: string | undefined, message: object, headers: Record<string, string> = {}) =>
  api('POST', '/mcp', {
    body: { jsonrpc: '2.0', id: 1, ...message },
    headers: { accept: ACCEPT, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...headers },
  });

describe('/mcp Origin validation (DNS rebinding protection)', () => {
  it('answers 403 to another site’s Origin, on POST and GET, before the key is looked at', async () => {
    const agent = await registerAgent();
    for (const apiKey of [agent.apiKey, undefined, 'hk_live_not-a-key']) {
      const refused = await post(apiKey, { method: 'tools/list' }, { origin: 'http://evil.example' });
      expect(refused).toMatchObject({ status: 403, body: { error: 'Origin not allowed: http://evil.example' } });
    }
    const stream = await api('GET', '/mcp', { headers: { accept: 'text/event-stream', authorization: `Bearer ${agent.apiKey}`, origin: 'null' } });
    expect(stream).toMatchObject({ status: 403, body: { error: 'Origin not allowed: null' } });
  });

  it('serves a request without Origin, with the service’s own origin, or with a configured allowed origin', async () => {
    const agent = await registerAgent();
    for (const headers of [{}, { origin: new URL(base()).origin }, { origin: MCP_TEST_ALLOWED_ORIGIN }] as Record<string, string>[]) {
      const served = await post(agent.apiKey, { method: 'tools/list' }, headers);
      expect(served.status, JSON.stringify(headers)).toBe(200);
      expect(served.body.result.tools.length).toBeGreaterThan(0);
    }
    const stream = await api('GET', '/mcp', { headers: { authorization: `Bearer ${agent.apiKey}`, origin: MCP_TEST_ALLOWED_ORIGIN } });
    expect(stream.status).toBe(405);
  });
});

describe('/mcp 401 challenges (RFC 6750 §3.1)', () => {
  it('says error="invalid_token" beside resource_metadata when a credential was sent and refused, and no error code when none was', async () => {
    const metadata = `resource_metadata="${base()}/.well-known/oauth-protected-resource"`;
    for (const headers of [
      { authorization: 'Bearer hk_live_not-a-key' },
      { authorization: `Bearer hk_live_${'x'.repeat(40)}` },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      { 'x-api-key': `hk_live_${'y'.repeat(40)}` },
    ] as Record<string, string>[]) {
      const refused = await post(undefined, { method: 'tools/list' }, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(`Bearer ${metadata}, error="invalid_token"`);
    }
    const stream = await api('GET', '/mcp', { headers: { authorization: 'Bearer hk_live_not-a-key' } });
    expect(stream.status).toBe(401);
    expect(stream.headers.get('www-authenticate')).toBe(`Bearer ${metadata}, error="invalid_token"`);
    const anonymous = await post(undefined, { method: 'tools/list' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer ${metadata}`);
  });
});

describe('/mcp step-up: a tool whose route needs a scope the credential lacks', () => {
  it('answers the request 403 with WWW-Authenticate: Bearer error="insufficient_scope", scope="<needed>"; allowed tools still answer', async () => {
    const owner = await registerAgent();
    const reader = await api('POST', '/api/v1/agents/keys', { apiKey: owner.apiKey, body: { name: 'reader', scopes: ['tasks:read'] } });
    expect(reader.status).toBe(201);
    const key = reader.body.api_key as string;

    const listed = await post(key, { method: 'tools/call', params: { name: 'list_tasks', arguments: {} } });
    expect(listed.status).toBe(200);
    expect(listed.body.result.isError).toBeFalsy();

    for (const [tool, scope, args] of [
      ['get_balance', 'funds:read', {}],
      ['create_task', 'tasks:write', taskBody()],
    ] as [string, string, object][]) {
      const refused = await post(key, { method: 'tools/call', params: { name: tool, arguments: args } });
      expect(refused, tool).toMatchObject({ status: 403, body: { error: `API key lacks scope: ${scope}` } });
      expect(refused.headers.get('www-authenticate')).toBe(
        `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${base()}/.well-known/oauth-protected-resource"`,
      );
    }
  });
});

describe('protected resource metadata at the path-suffixed address (RFC 9728 §3)', () => {
  it('serves at /.well-known/oauth-protected-resource/mcp the same document as at the root form', async () => {
    const root = await api('GET', '/.well-known/oauth-protected-resource');
    const suffixed = await api('GET', '/.well-known/oauth-protected-resource/mcp');
    expect(suffixed.status).toBe(200);
    expect(suffixed.body).toEqual(root.body);
    expect(suffixed.body).toMatchObject({ resource: `${base()}/mcp`, authorization_servers: [base()] });
  });
});

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const EXPECTED_FAILURES = JSON.parse(readFileSync(join(here, 'mcp-conformance-expected-failures.json'), 'utf8')).server as Record<string, string>;

/**
 * The suite's client sends no credentials, and its DNS rebinding scenario wants a localhost URL: a
 * local proxy forwards each request to /mcp with the agent's key added.
 */
const keyAddingProxy = (apiKey: string): Promise<Server> => {
  const target = `${base()}/mcp`;
  const proxy = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, String(value));
    headers.set('authorization', `Bearer ${apiKey}`);
    // Same-origin to the proxy is same-origin to the service behind it, as for any reverse proxy; another Origin passes unchanged.
    const own = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    if (request.headers.origin === own) headers.set('origin', new URL(target).origin);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(target, { method: request.method, headers, body: request.method === 'GET' ? undefined : body });
    response.writeHead(
      answer.status,
      Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name))),
    );
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
};

/** Runs the suite's server scenarios against `url`: how many checks of each scenario failed, and the suite's whole report. */
const runSuite = async (url: string): Promise<{ failed: Map<string, number>; report: string }> => {
  const workDir = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  try {
    const cli = join(repoRoot, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
    const shim = join(repoRoot, 'test', 'support', 'conformance-fs-glob.mjs');
    const child = spawn(process.execPath, ['--import', shim, cli, 'server', '--url', url, '--verbose'], {
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let report = '';
    child.stdout.on('data', (chunk) => (report += chunk));
    child.stderr.on('data', (chunk) => (report += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    // The summary's lines: `✓ <scenario>: <n> passed, <m> failed`.
    const failed = new Map([...report.matchAll(/^[✓✗] (\S+): \d+ passed, (\d+) failed$/gm)].map(([, scenario, count]) => [scenario!, Number(count)]));
    if (failed.size === 0) throw new Error(`The suite ran no scenario\n${report}`);
    return { failed, report };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

describe('the MCP conformance suite (@modelcontextprotocol/conformance, server scenarios)', () => {
  let proxy: Server;
  let results: Map<string, number>;
  let report: string;

  beforeAll(async () => {
    proxy = await keyAddingProxy((await registerAgent()).apiKey);
    ({ failed: results, report } = await runSuite(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/mcp`));
  }, 90_000);
  afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

  it('passes every scenario but those of features Handoff does not offer, listed with their reason', () => {
    const unexpected = [...results].filter(([scenario, failed]) => failed > 0 && !(scenario in EXPECTED_FAILURES));
    expect(unexpected, report).toEqual([]);
    for (const [scenario, reason] of Object.entries(EXPECTED_FAILURES)) expect(reason.length, scenario).toBeGreaterThan(20);
  });

  it('lists no scenario as expected to fail that passes, or that the suite no longer has', () => {
    const stale = Object.keys(EXPECTED_FAILURES).filter((scenario) => !results.get(scenario));
    expect(stale).toEqual([]);
  });

  it('runs the scenarios that matter most to an agent: initialize, tools, errors, Origin validation', () => {
    for (const scenario of ['server-initialize', 'ping', 'tools-list', 'tools-call-error', 'dns-rebinding-protection'])
      expect(results.get(scenario), scenario).toBe(0);
  });
});
