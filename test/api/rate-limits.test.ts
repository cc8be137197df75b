import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/** A stack of this file's own with RATE_LIMITS=1 and the lowest limits WAF allows, set through the settings. */
let stack: LocalStack;
let support: typeof import('../support/api');
let agents: Awaited<ReturnType<typeof import('../support/api').registerAgent>>[];

beforeAll(async () => {
  Object.assign(process.env, {
    RATE_LIMITS: '1',
    RATE_LIMIT_PER_API_KEY: '10',
    RATE_LIMIT_PER_OPERATOR: '10',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '10',
  });
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-rate-limits', timerSweepMs: TEST_TIMER_SWEEP_MS });
  support = await import('../support/api');
  support.useStack(stack.url);
  // Two of this IP's 10 public POSTs.
  agents = [await support.registerAgent(), await support.registerAgent()];
});

afterAll(async () => {
  await stack?.stop();
});

const expectRateLimited = (response: { status: number; body: unknown; headers: Headers }, retryAfterAtMost: number) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: 'Rate limit exceeded' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(retryAfterAtMost);
};

describe('Rate limits (RATE_LIMITS=1)', () => {
  it('refuses the registrations of one source IP beyond its limit, before any operator or invitation is created', async () => {
    const { api, uniqueEmail } = support;
    for (let i = 0; i < 8; i++) {
      const registered = await api('POST', '/api/v1/operator/register', { body: { name: 'Operator', email: uniqueEmail('operator') } });
      expect(registered.status).toBe(201);
    }
    const email = uniqueEmail('operator');
    expectRateLimited(await api('POST', '/api/v1/operator/register', { body: { name: 'Operator', email } }), 600);
    expectRateLimited(await api('POST', '/api/v1/agents/register', { body: { name: 'Agent', email: uniqueEmail() } }), 600);
    const { findOperatorByEmail } = await import('../../functions/contexts/accounts/operators/store/operators-store');
    expect(await findOperatorByEmail(email)).toBeUndefined();
    // Reads by IP are not limited.
    expect((await api('GET', '/api/v1/health')).status).toBe(200);
  });

  it('refuses one API key beyond its limit per minute while another key goes on', async () => {
    const { api } = support;
    const [limited, other] = agents as [(typeof agents)[number], (typeof agents)[number]];
    for (let i = 0; i < 10; i++) expect((await api('GET', '/api/v1/agents/me', { apiKey: limited.apiKey })).status).toBe(200);
    expectRateLimited(await api('GET', '/api/v1/agents/me', { apiKey: limited.apiKey }), 60);
    expectRateLimited(await api('POST', '/api/v1/tasks', { apiKey: limited.apiKey, body: {} }), 60);
    expect((await api('GET', '/api/v1/agents/me', { apiKey: other.apiKey })).status).toBe(200);
  });

  it('gives one API key one counter on /mcp, whether it is sent as X-API-Key or as Authorization: Bearer', async () => {
    const { api } = support;
    // The second agent: its key made one REST request, which the edge counted, not the MCP function.
    const { apiKey } = agents[1]!;
    const mcp = (sentAs: 'x-api-key' | 'bearer') =>
      api('POST', '/mcp', {
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        headers: {
          accept: 'application/json, text/event-stream',
          ...(sentAs === 'bearer' ? { authorization: `Bearer ${apiKey}` } : { 'x-api-key': apiKey }),
        },
      });
    for (let i = 0; i < 10; i++) expect((await mcp(i % 2 ? 'bearer' : 'x-api-key')).status).toBe(200);
    expectRateLimited(await mcp('bearer'), 60);
    expectRateLimited(await mcp('x-api-key'), 60);
  });

  it('counts an operator token however its Authorization header is spelled', async () => {
    const { api } = support;
    const spellings = ['Bearer eyJhbGciOi.x.y', 'bearer eyJhbGciOi.x.y', 'BEARER eyJhbGciOi.x.y', 'Bearer   eyJhbGciOi.x.y'];
    for (let i = 0; i < 10; i++) {
      const answer = await api('GET', '/api/v1/operator/me', { headers: { authorization: spellings[i % spellings.length]! } });
      expect(answer.status).toBe(401);
    }
    for (const authorization of spellings) expectRateLimited(await api('GET', '/api/v1/operator/me', { headers: { authorization } }), 60);
  });
});
