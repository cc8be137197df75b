import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, type RegisteredAgent, registerAgent } from '../support/api';
import { eventuallyStatus, taskBody } from '../support/tasks';

interface Entry {
  at: string;
  key_id: string;
  action: string;
  target: string;
}

const audit = (apiKey: string, query = '') => api<{ data: Entry[]; next_cursor: string | null }>('GET', `/api/v1/agents/audit${query}`, { apiKey });

/** Every entry, page by page through the cursors. */
const allEntries = async (apiKey: string, limit: number): Promise<Entry[]> => {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const page = await audit(apiKey, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(limit);
    entries.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return entries;
};

const newTask = async (apiKey: string, overrides: Record<string, unknown> = {}) => {
  const created = await api('POST', '/api/v1/tasks', { apiKey, body: taskBody({ reward_usd: 1, ...overrides }) });
  expect(created.status).toBe(201);
  return created.body.task_id as string;
};

const bindWallet = async (apiKey: string) => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const { body } = await api('POST', '/api/v1/agents/wallet/challenge', { apiKey });
  const bound = await api('PUT', '/api/v1/agents/wallet', {
    apiKey,
    body: { wallet_address: wallet.address, nonce: body.nonce, signature: await wallet.signMessage({ message: body.message }), chain: 'base' },
  });
  expect(bound.status).toBe(200);
  return bound.body.wallet_address as string;
};

describe('GET /api/v1/agents/audit', () => {
  it('records each change with the key that made it, newest first: keys, tasks created, cancelled and verified, the wallet', async () => {
    const agent = await registerAgent();
    const reviewed = await newTask(agent.apiKey, { sandbox_scenario: 'manual_review' });
    const second = await api('POST', '/api/v1/agents/keys', {
      apiKey: agent.apiKey,
      body: { name: 'worker', scopes: ['tasks:write', 'funds:write'] },
    });
    const worker = second.body as { key_id: string; api_key: string };
    const cancelled = await newTask(worker.api_key, { sandbox_scenario: 'expire' });
    expect((await api('POST', `/api/v1/tasks/${cancelled}/cancel`, { apiKey: worker.api_key })).status).toBe(200);
    const wallet = await bindWallet(worker.api_key);
    // The sandbox run takes its time on a loaded machine.
    await eventuallyStatus(agent, reviewed, 'MANUAL_REVIEW', 90_000);
    const verified = await api('POST', `/api/v1/tasks/${reviewed}/verify`, { apiKey: worker.api_key, body: { decision: 'APPROVE' } });
    expect(verified.status).toBe(200);
    expect((await api('DELETE', `/api/v1/agents/keys/${worker.key_id}`, { apiKey: agent.apiKey })).status).toBe(200);
    // Reads and refusals are not changes.
    await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect((await api('POST', `/api/v1/tasks/${cancelled}/cancel`, { apiKey: agent.apiKey })).status).toBe(404);

    const page = await audit(agent.apiKey);

    expect(page.status).toBe(200);
    expect(page.body.next_cursor).toBeNull();
    expect(page.body.data.map(({ key_id, action, target }) => [key_id, action, target])).toEqual([
      [agent.keyId, 'key.revoked', worker.key_id],
      [worker.key_id, 'task.verified', reviewed],
      [worker.key_id, 'wallet.bound', wallet],
      [worker.key_id, 'task.cancelled', cancelled],
      [worker.key_id, 'task.created', cancelled],
      [agent.keyId, 'key.created', worker.key_id],
      [agent.keyId, 'task.created', reviewed],
    ]);
    for (const entry of page.body.data) expect(Object.keys(entry).sort()).toEqual(['action', 'at', 'key_id', 'target']);
    const times = page.body.data.map((entry) => entry.at);
    for (const at of times) expect(at).toMatch(ISO_MILLIS);
    expect([...times].sort().reverse()).toEqual(times);
  }, 150_000);

  it('pages by cursor without gaps or repeats, and refuses a cursor of another agent or an edited one with 400 Invalid cursor', async () => {
    const agent = await registerAgent();
    const other = await registerAgent();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await newTask(agent.apiKey));
    await newTask(other.apiKey);

    const entries = await allEntries(agent.apiKey, 2);

    expect(entries.map((entry) => entry.target)).toEqual([...made].reverse());
    const first = await audit(agent.apiKey, '?limit=2');
    const cursor = first.body.next_cursor!;
    const foreign = await audit(other.apiKey, `?cursor=${cursor}`);
    expect([foreign.status, foreign.body]).toEqual([400, { error: 'Invalid cursor' }]);
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...decoded, w: other.agentId }), 'utf8').toString('base64url');
    // Made for the other agent, it opens the other agent's own list only, which starts nowhere near.
    const asOther = await audit(other.apiKey, `?cursor=${forged}`);
    expect(asOther.status).toBe(200);
    for (const entry of asOther.body.data) expect(made).not.toContain(entry.target);
    for (const bad of ['garbage!', 'e30', cursor.slice(0, -2)]) expect((await audit(agent.apiKey, `?cursor=${bad}`)).status).toBe(400);
    expect((await audit(agent.apiKey, '?limit=0')).status).toBe(400);
    expect((await audit(agent.apiKey, '?limit=101')).status).toBe(400);
  }, 60_000);

  it('records no entry for a change that was refused or replayed', async () => {
    const agent = await registerAgent();
    const limited = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'small', limits: { max_task_usd: 1.5 } } });
    const headers = { 'idempotency-key': 'audit-once' };
    const body = taskBody({ reward_usd: 1 });
    await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body, headers });
    await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body, headers });
    expect((await api('POST', '/api/v1/tasks', { apiKey: limited.body.api_key, body: taskBody({ reward_usd: 5 }) })).status).toBe(422);

    const { body: page } = await audit(agent.apiKey);

    expect(page.data.map((entry) => entry.action)).toEqual(['task.created', 'key.created']);
  });

  it('needs keys:write', async () => {
    const agent: RegisteredAgent = await registerAgent();
    const reader = await api('POST', '/api/v1/agents/keys', {
      apiKey: agent.apiKey,
      body: { name: 'reader', scopes: ['tasks:read', 'tasks:write'] },
    });
    const refused = await audit(reader.body.api_key);
    expect([refused.status, refused.body]).toEqual([403, { error: 'API key lacks scope: keys:write' }]);
  });
});
