import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Route, routeKey, routes } from '../../functions/manifest/routes';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../functions/platform/kernel/api-key-scopes';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { taskBody } from '../support/tasks';

const LACKS = (scope: string) => ({ error: `API key lacks scope: ${scope}` });
const LIMIT_EXCEEDED = { error: 'API key spending limit exceeded' };

const createKey = async (agent: RegisteredAgent, body: Record<string, unknown>) => {
  const created = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'scoped', ...body } });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as { key_id: string; api_key: string; scopes: string[]; limits: Record<string, number | null>; expires_at: string | null };
};

const newTask = (apiKey: string, overrides: Record<string, unknown> = {}) =>
  api('POST', '/api/v1/tasks', { apiKey, body: taskBody({ reward_usd: 1, ...overrides }) });

/** Every agent route that asks for one scope, from the route table: a new agent route is checked here by itself. */
const scopedRoutes = routes.filter((route): route is Route & { scope: ApiKeyScope } => route.auth === 'agent' && route.scope !== 'any-key');
const call = (route: Route, apiKey: string) =>
  api(route.method, route.path.replace(/\{[^}]+\}/g, 'x'), { apiKey, ...(route.method === 'POST' || route.method === 'PUT' ? { body: {} } : {}) });

describe('scopes, route by route (the route table)', () => {
  let agent: RegisteredAgent;
  const only = new Map<ApiKeyScope, string>();
  const allBut = new Map<ApiKeyScope, string>();

  beforeAll(async () => {
    agent = await registerAgent();
    for (const scope of API_KEY_SCOPES) {
      only.set(scope, (await createKey(agent, { scopes: [scope] })).api_key);
      allBut.set(scope, (await createKey(agent, { scopes: API_KEY_SCOPES.filter((other) => other !== scope) })).api_key);
    }
  }, 120_000);

  it('names a scope on every agent route', () => {
    expect(scopedRoutes.length).toBeGreaterThan(20);
    for (const route of routes.filter((route) => route.auth === 'agent')) expect(route.scope, routeKey(route)).toBeDefined();
  });

  it.each(scopedRoutes.map((route) => [routeKey(route), route] as const))(
    '%s: 403 for a key holding every scope but its own, for each single other scope, and passes with its own',
    async (_key, route) => {
      const refused = await call(route, allBut.get(route.scope)!);
      expect([refused.status, refused.body]).toEqual([403, LACKS(route.scope)]);
      for (const other of API_KEY_SCOPES.filter((scope) => scope !== route.scope)) {
        const single = await call(route, only.get(other)!);
        expect([single.status, single.body], other).toEqual([403, LACKS(route.scope)]);
      }
      const allowed = await call(route, only.get(route.scope)!);
      expect(allowed.status).not.toBe(401);
      expect(allowed.body?.error ?? '').not.toMatch(/lacks scope/);
    },
  );

  it('lets any valid key read its own profile (GET /api/v1/agents/me asks for no scope)', async () => {
    const me = await api('GET', '/api/v1/agents/me', { apiKey: only.get('tasks:read')! });
    expect([me.status, me.body.agent_id]).toEqual([200, agent.agentId]);
  });

  it("checks each MCP tool by its own route's scope: a refusal is the step-up challenge (403 insufficient_scope)", async () => {
    const tool = (name: string, apiKey: string) =>
      fetch(`${inject('baseUrl')}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
      });
    const refused = await tool('get_balance', only.get('tasks:read')!);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope", scope="funds:read"/);
    expect(await refused.json()).toEqual(LACKS('funds:read'));
    const allowed = await tool('get_balance', only.get('funds:read')!);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { result: { isError?: boolean } }).result.isError).toBeFalsy();
  });
});

describe('POST /api/v1/agents/keys with scopes, limits and expiry', () => {
  it('shows what the key may do, spend and until when, at creation and in the list; the registration key holds every scope and no limit', async () => {
    const agent = await registerAgent();
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

    const created = await api('POST', '/api/v1/agents/keys', {
      apiKey: agent.apiKey,
      body: {
        name: 'reader',
        scopes: ['tasks:write', 'tasks:read', 'tasks:read'],
        limits: { daily_spend_usd: 10, max_task_usd: 2.5 },
        expires_at: expiresAt,
      },
    });

    expect(created.status).toBe(201);
    const grant = { scopes: ['tasks:read', 'tasks:write'], limits: { max_task_usd: 2.5, daily_spend_usd: 10 }, expires_at: expiresAt };
    expect(created.body).toMatchObject(grant);
    const listed = await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        key_id: agent.keyId,
        scopes: [...API_KEY_SCOPES],
        limits: { max_task_usd: null, daily_spend_usd: null },
        expires_at: null,
      }),
      expect.objectContaining({ key_id: created.body.key_id, ...grant }),
    ]);
    const unlimited = await createKey(agent, {});
    expect(unlimited).toMatchObject({ scopes: [...API_KEY_SCOPES], limits: { max_task_usd: null, daily_spend_usd: null }, expires_at: null });
  });

  it('refuses an unknown scope with 400 naming it', async () => {
    const agent = await registerAgent();
    const refused = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'bad', scopes: ['tasks:admin'] } });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'scopes[0] must be one of tasks:read, tasks:write, funds:read, funds:write, keys:write, webhooks:write' },
    });
  });

  it('refuses an expired key with 401 exactly as a revoked one, and an expired key stops counting towards the 25', async () => {
    const agent = await registerAgent();
    const revoked = await createKey(agent, {});
    await api('DELETE', `/api/v1/agents/keys/${revoked.key_id}`, { apiKey: agent.apiKey });
    const shortLived = await createKey(agent, { expires_at: new Date(Date.now() + 5000).toISOString() });
    expect((await api('GET', '/api/v1/agents/me', { apiKey: shortLived.api_key })).status).toBe(200);
    // The registration's key, the short-lived one and 23 more: 25.
    for (let i = 0; i < 23; i++) await createKey(agent, { name: `filler ${i}` });

    while (Date.parse(shortLived.expires_at!) >= Date.now()) await sleep(250);

    const expired = await api('GET', '/api/v1/agents/me', { apiKey: shortLived.api_key });
    const revokedAnswer = await api('GET', '/api/v1/agents/me', { apiKey: revoked.api_key });
    expect([expired.status, expired.body]).toEqual([401, { error: 'Invalid API key' }]);
    expect([expired.status, expired.body]).toEqual([revokedAnswer.status, revokedAnswer.body]);
    // Its slot is free once it has expired: the next key takes it, the one after (the 26th) is refused.
    expect((await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'replaces the expired one' } })).status).toBe(201);
    const listed = await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey });
    expect(listed.body.data).toHaveLength(25);
    expect(listed.body.data.map((key: { key_id: string }) => key.key_id)).not.toContain(shortLived.key_id);
    const twentySixth = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'one too many' } });
    expect([twentySixth.status, twentySixth.body]).toEqual([422, { error: 'Too many API keys' }]);
  }, 60_000);
});

describe('spending limits', () => {
  it("refuses a task whose total escrow (reward + fee) is above the key's max_task_usd with 422, writing nothing", async () => {
    const agent = await registerAgent();
    // $2 reward + 10% fee = $2.20 total: above $2.10, though the reward alone is not.
    const key = await createKey(agent, { limits: { max_task_usd: 2.1 } });

    const refused = await newTask(key.api_key, { reward_usd: 2 });
    const fits = await newTask(key.api_key, { reward_usd: 1.9 });

    expect([refused.status, refused.body]).toEqual([422, LIMIT_EXCEEDED]);
    expect([fits.status, fits.body.total_escrow]).toEqual([201, 2.09]);
    const listed = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(listed.body.data.map((task: { task_id: string }) => task.task_id)).toEqual([fits.body.task_id]);
  });

  it('lets exactly as many parallel creates pass as fit in the daily_spend_usd of their key; other keys are not held by it', async () => {
    const agent = await registerAgent();
    // Each task holds $1.10 (reward $1 + fee): four fit in $4.50, a fifth would not.
    const key = await createKey(agent, { limits: { daily_spend_usd: 4.5 } });

    const answers = await Promise.all(Array.from({ length: 10 }, () => newTask(key.api_key)));

    const passed = answers.filter((answer) => answer.status === 201);
    expect(passed).toHaveLength(4);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body])).toEqual(
      Array(6).fill([422, LIMIT_EXCEEDED]),
    );
    expect((await newTask(key.api_key)).status).toBe(422);
    const listed = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(listed.body.pagination.total).toBe(4);
    expect((await newTask(agent.apiKey)).status).toBe(201);
  }, 60_000);

  it('counts an idempotent replay once', async () => {
    const agent = await registerAgent();
    const key = await createKey(agent, { limits: { daily_spend_usd: 2.2 } });
    const headers = { 'idempotency-key': 'once' };
    const body = taskBody({ reward_usd: 1 });
    const first = await api('POST', '/api/v1/tasks', { apiKey: key.api_key, body, headers });
    const replay = await api('POST', '/api/v1/tasks', { apiKey: key.api_key, body, headers });
    expect([first.status, replay.status, replay.body.task_id]).toEqual([201, 201, first.body.task_id]);
    expect((await newTask(key.api_key)).status).toBe(201);
    expect((await newTask(key.api_key)).status).toBe(422);
  });
});
