import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent } from '../support/api';

describe('API keys', () => {
  it('creates a named key that authenticates, shown once with its prefix', async () => {
    const agent = await registerAgent();

    const created = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'ci runner' } });

    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      key_id: expect.stringMatching(/^key_/),
      api_key: expect.stringMatching(/^hk_live_[0-9A-Za-z]{32,}$/),
      key_prefix: expect.any(String),
      name: 'ci runner',
      created_at: expect.stringMatching(ISO_MILLIS),
      // Every scope, no limits, no expiry unless asked for (test/api/scoped-keys.test.ts).
      scopes: ['tasks:read', 'tasks:write', 'funds:read', 'funds:write', 'keys:write', 'webhooks:write'],
      limits: { max_task_usd: null, daily_spend_usd: null },
      expires_at: null,
    });
    expect(created.body.api_key.startsWith(created.body.key_prefix)).toBe(true);
    expect(created.body.key_prefix.length).toBeLessThan(created.body.api_key.length - 30);
    const me = await api('GET', '/api/v1/agents/me', { apiKey: created.body.api_key });
    expect(me.body.agent_id).toBe(agent.agentId);
  });

  it('lists active keys without their secrets', async () => {
    const agent = await registerAgent();
    await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'second' } });

    const { status, body } = await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data.map((k: { name: string }) => k.name)).toEqual(['Default key', 'second']);
    for (const key of body.data) {
      expect(Object.keys(key).sort()).toEqual(['created_at', 'expires_at', 'key_id', 'key_prefix', 'last_used_at', 'limits', 'name', 'scopes']);
    }
    expect(JSON.stringify(body)).not.toContain(agent.apiKey);
    expect(body.data[0].last_used_at).toMatch(ISO_MILLIS);
  });

  it('revokes a key so that it is refused with 401 at once', async () => {
    const agent = await registerAgent();
    const spare = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'spare' } });

    const revoked = await api('DELETE', `/api/v1/agents/keys/${spare.body.key_id}`, { apiKey: agent.apiKey });

    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    const refused = await api('GET', '/api/v1/agents/me', { apiKey: spare.body.api_key });
    expect(refused.status).toBe(401);
    const listed = await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey });
    expect(listed.body.data.map((k: { key_id: string }) => k.key_id)).not.toContain(spare.body.key_id);
  });

  it('answers 404 API key not found for an unknown, already revoked or foreign key', async () => {
    const agent = await registerAgent();
    const other = await registerAgent();
    const spare = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'spare' } });
    await api('DELETE', `/api/v1/agents/keys/${spare.body.key_id}`, { apiKey: agent.apiKey });

    for (const keyId of ['key_doesnotexist', spare.body.key_id, other.keyId]) {
      const { status, body } = await api('DELETE', `/api/v1/agents/keys/${keyId}`, { apiKey: agent.apiKey });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'API key not found' });
    }
    const stillWorks = await api('GET', '/api/v1/agents/me', { apiKey: other.apiKey });
    expect(stillWorks.status).toBe(200);
  });

  it('holds an agent to 25 active keys when 30 are asked for at once (422 Too many API keys), and a revoked key frees a slot once', async () => {
    const agent = await registerAgent();
    const create = (name: string) => api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name } });

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => create(`key ${i}`)));

    // The registration's key is one of the 25.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(24);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(Array(6).fill([422, { error: 'Too many API keys' }]));
    const listed = await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey });
    expect(listed.body.data).toHaveLength(25);

    const spare = answers.find((answer) => answer.status === 201)!;
    const revocations = await Promise.all(
      Array.from({ length: 3 }, () => api('DELETE', `/api/v1/agents/keys/${spare.body.key_id}`, { apiKey: agent.apiKey })),
    );
    expect(revocations.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const again = await Promise.all([create('after revoke'), create('one too many')]);
    expect(again.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('revokes a key exactly once when revocations race', async () => {
    const agent = await registerAgent();
    const spare = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'spare' } });

    const results = await Promise.all(
      Array.from({ length: 6 }, () => api('DELETE', `/api/v1/agents/keys/${spare.body.key_id}`, { apiKey: agent.apiKey })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(5);
  });

  it('answers 400 to a key body without a name', async () => {
    const agent = await registerAgent();
    const { status, body } = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: {} });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'name is required' });
  });
});
