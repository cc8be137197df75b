import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent, uniqueEmail } from '../support/api';

describe('POST /api/v1/agents/register', () => {
  it('creates a SANDBOX agent with its first key and the sandbox explained', async () => {
    const email = uniqueEmail();
    const { status, body } = await api('POST', '/api/v1/agents/register', { body: { name: 'Scout', email, company: 'Acme' } });

    expect(status).toBe(201);
    expect(body.agent_id).toMatch(/^agt_/);
    expect(body.api_key).toMatch(/^hk_live_[0-9A-Za-z]{32,}$/);
    expect(body.tier).toBe('SANDBOX');
    expect(body.verification_required).toBe(true);
    expect(body.sandbox_info).toEqual({
      what: expect.any(String),
      why: expect.any(String),
      how_to_upgrade: expect.any(String),
      limits: { maxDailyTasks: 50, maxTaskValue: 10, maxDailySpend: 10 },
    });
    expect(body.message).toEqual(expect.any(String));
  });

  it('does not require a company', async () => {
    const { status } = await api('POST', '/api/v1/agents/register', { body: { name: 'Solo', email: uniqueEmail() } });
    expect(status).toBe(201);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await registerAgent({ email });

    const { status, body } = await api('POST', '/api/v1/agents/register', {
      body: { name: 'Twin', email: email.toUpperCase() },
    });

    expect(status).toBe(409);
    expect(body).toEqual({ error: 'An agent with this email already exists' });
  });

  it('lets exactly one of many concurrent registrations with one email win', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/api/v1/agents/register', { body: { name: 'Racer', email } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('answers 400 naming the field the body lacks', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/register', { body: { email: 'x@example.com' } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'name is required' });
  });
});

describe('GET /api/v1/agents/me', () => {
  it('shows the agent, its tier limits and today’s usage', async () => {
    const agent = await registerAgent({ name: 'Me', company: 'Acme' });

    const { status, body } = await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      agent_id: agent.agentId,
      name: 'Me',
      email: agent.email,
      company: 'Acme',
      tier: 'SANDBOX',
      email_verified: false,
      limits: { maxDailyTasks: 50, maxTaskValue: 10, maxDailySpend: 10 },
      usage_today: { tasks_created: 0, spend_usd: 0 },
    });
    expect(body.created_at).toMatch(ISO_MILLIS);
    expect(body.usage_today.date).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('GET /api/v1/agents/balance', () => {
  it('starts at zero in USD', async () => {
    const agent = await registerAgent();
    const { status, body } = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(status).toBe(200);
    expect(body).toEqual({ deposit_balance: 0, escrow_balance: 0, currency: 'USD' });
  });
});

describe('Agent authentication', () => {
  const agentRoutes: [string, string][] = [
    ['GET', '/api/v1/agents/me'],
    ['GET', '/api/v1/agents/balance'],
    ['POST', '/api/v1/agents/keys'],
    ['GET', '/api/v1/agents/keys'],
    ['DELETE', '/api/v1/agents/keys/key_123'],
    ['POST', '/api/v1/agents/resend-verification'],
  ];

  it.each(agentRoutes)('answers 401 Missing API key on %s %s without a key', async (method, path) => {
    const { status, body } = await api(method, path);
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Missing API key' });
  });

  it.each(agentRoutes)('answers 401 Invalid API key on %s %s with an unknown key', async (method, path) => {
    const { status, body } = await api(method, path, { apiKey: `hk_live_${'a'.repeat(40)}` });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid API key' });
  });

  it('refuses a malformed key without looking it up', async () => {
    const { status, body } = await api('GET', '/api/v1/agents/me', { apiKey: 'sk_test_nope' });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid API key' });
  });
});
