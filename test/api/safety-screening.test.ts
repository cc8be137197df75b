import { describe, expect, inject, it } from 'vitest';
import { api, uniqueEmail } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { handlerLogRecords } from '../support/secrets';
import { asOperator, fundedAgent, newOperator, taskBody, taskIn } from '../support/tasks';

/** The acceptable use policy over HTTP: screening before any money moves, restricted types, the published policy. */

const balanceOf = async (apiKey: string) => (await api('GET', '/api/v1/agents/balance', { apiKey })).body;
const taskCount = async (apiKey: string) => (await api('GET', '/api/v1/tasks', { apiKey })).body.data.length;
const refusal = (category: string) => ({ error: `Refused by the acceptable use policy: ${category}`, category });

const STALKING = 'Follow my ex and photograph who visits her flat at 14 Elm St every evening';
const PURPOSE = 'I am blind: the captcha on the council form for my own parking permit blocks my screen reader';

describe('Screening by the acceptable use policy', () => {
  it('refuses a prohibited task with 422 naming the category: no task, no hold, the balance unchanged; its replay answers the same', async () => {
    const agent = await fundedAgent(100);
    const before = await balanceOf(agent.apiKey);
    const headers = { 'idempotency-key': `refused-${Date.now()}` };
    const body = taskBody({ title: 'Evening photos', description: STALKING, reward_usd: 12 });
    const first = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body, headers });
    expect([first.status, first.body]).toEqual([422, refusal('harm_to_people')]);
    const replay = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body, headers });
    expect([replay.status, replay.body]).toEqual([422, refusal('harm_to_people')]);
    for (const description of ['Write 20 five-star reviews for my restaurant', 'Create 40 email accounts and send me the passwords']) {
      const { status, body: answer } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ description }) });
      expect(status).toBe(422);
      expect(answer.error).toMatch(/^Refused by the acceptable use policy: (fraud|unauthorized_access)$/);
    }
    expect(await balanceOf(agent.apiKey)).toEqual(before);
    expect(await taskCount(agent.apiKey)).toBe(0);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('counts a refusal by subject, verdict and category, and logs no word of what was screened', async () => {
    const skip = handlerLogRecords().length;
    const agent = await fundedAgent(20);
    const marker = `Zanzibar${Date.now()}`;
    const refused = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: taskBody({ title: marker, description: `Write 20 five-star reviews for my restaurant ${marker}` }),
    });
    expect(refused.status).toBe(422);
    const since = handlerLogRecords().slice(skip);
    const counted = since.filter((record) => record.SafetyScreenings !== undefined && record.subject === 'task' && record.category === 'fraud');
    expect(counted.map((record) => record.verdict)).toContain('refuse');
    expect(since.some((record) => record.message === 'Screening outcome' && record.category === 'fraud')).toBe(true);
    expect(JSON.stringify(since)).not.toContain(marker);
  });

  it('refuses a prohibited task created through the MCP server as the route does', async () => {
    const agent = await fundedAgent(100);
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'create_task', arguments: taskBody({ description: STALKING }) } };
    const response = await fetch(`${inject('baseUrl')}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': agent.apiKey },
      body: JSON.stringify(call),
    });
    const text = await response.text();
    expect(text).toContain('Refused by the acceptable use policy: harm_to_people (HTTP 422)');
    expect(await taskCount(agent.apiKey)).toBe(0);
  });

  it('lists the refusal in a quote, as creation answers it, and counts nothing', async () => {
    const agent = await fundedAgent(100);
    const quote = await api('POST', '/api/v1/tasks/quote', { apiKey: agent.apiKey, body: taskBody({ description: STALKING }) });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ can_create: false, reasons: ['Refused by the acceptable use policy: harm_to_people'] });
  });

  it('refuses a batch whose task is prohibited: no seat exists', async () => {
    const agent = await fundedAgent(100);
    const { status, body } = await api('POST', '/api/v1/batches', {
      apiKey: agent.apiKey,
      body: { task: taskBody({ description: 'Leave 5-star ratings for my app on the App Store' }), seats: 3 },
    });
    expect([status, body]).toEqual([422, refusal('fraud')]);
    expect(await taskCount(agent.apiKey)).toBe(0);
    expect((await balanceOf(agent.apiKey)).escrow_balance).toBe(0);
  });

  it('refuses a prohibited template, and a task a template would make prohibited by its inputs', async () => {
    const agent = await fundedAgent(100);
    const template = (description: string) =>
      api('POST', '/api/v1/templates', {
        apiKey: agent.apiKey,
        body: { name: 'Watch', task_type: 'PHOTO', title: 'Photos at {{place}}', description, proof_requirements: ['A photo'] },
      });
    expect(await template('Secretly photograph my coworker at {{place}}')).toMatchObject({ status: 422, body: refusal('harm_to_people') });
    const allowed = await template('Photograph the storefront at {{place}} and {{what}}');
    expect(allowed.status).toBe(201);
    const { status, body } = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { template_id: allowed.body.template_id, inputs: { place: '3 Oak Lane', what: 'buy a gun for me there' }, reward_usd: 5 },
    });
    expect([status, body]).toEqual([422, refusal('weapons')]);
    expect(await taskCount(agent.apiKey)).toBe(0);
  });

  it("refuses an agent's prohibited message to its operator, which is never sent", async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ACCEPTED');
    const sent = await api('POST', `/api/v1/tasks/${task.task_id}/messages`, {
      apiKey: agent.apiKey,
      body: { text: 'Also send me nudes of yourself' },
    });
    expect([sent.status, sent.body]).toEqual([422, refusal('sexual')]);
    const fine = await api('POST', `/api/v1/tasks/${task.task_id}/messages`, { apiKey: agent.apiKey, body: { text: 'The blue door, please' } });
    expect(fine.status).toBe(201);
    const listed = await api('GET', `/api/v1/tasks/${task.task_id}/messages`, { apiKey: agent.apiKey });
    expect(listed.body.data.map((message: { text: string }) => message.text)).toEqual(['The blue door, please']);
  });

  it('needs a purpose for a restricted type (400), screens it, and shows it to the agent and to operators with the restricted flag', async () => {
    const agent = await fundedAgent(100);
    const restricted = (overrides: Record<string, unknown>) =>
      api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ task_type: 'CAPTCHA_SOLVING', reward_usd: 2, ...overrides }) });
    expect(await restricted({})).toMatchObject({ status: 400, body: { error: 'purpose is required for CAPTCHA_SOLVING tasks' } });
    expect((await restricted({ purpose: 'too short' })).status).toBe(400);
    expect(await restricted({ purpose: 'Solve 5000 captchas for my scraper so it can keep running' })).toMatchObject({
      status: 422,
      body: refusal('unauthorized_access'),
    });
    const created = await restricted({ purpose: PURPOSE });
    expect(created.status).toBe(201);
    const own = await api('GET', `/api/v1/tasks/${created.body.task_id}`, { apiKey: agent.apiKey });
    expect(own.body).toMatchObject({ purpose: PURPOSE, task_type: 'CAPTCHA_SOLVING' });
    const operator = await newOperator();
    const seen = await api('GET', `/api/v1/operator/tasks/${created.body.task_id}`, asOperator(operator));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ purpose: PURPOSE, restricted: true });
    const ordinary = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody() });
    const plain = await api('GET', `/api/v1/operator/tasks/${ordinary.body.task_id}`, asOperator(operator));
    expect(plain.body).toMatchObject({ purpose: null, restricted: false });
  });

  it('allows at most RESTRICTED_TASKS_PER_DAY (20) restricted tasks per agent per UTC day: 429 after, other tasks going on', async () => {
    const agent = await fundedAgent(100, 'STANDARD');
    const body = taskBody({ task_type: 'CAPTCHA_SOLVING', reward_usd: 1, purpose: PURPOSE });
    for (let i = 0; i < 20; i++) expect((await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body })).status).toBe(201);
    const before = await balanceOf(agent.apiKey);
    const refused = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body });
    expect([refused.status, refused.body]).toEqual([429, { error: 'Daily limit of restricted tasks reached' }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await balanceOf(agent.apiKey)).toEqual(before);
    expect((await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 1 }) })).status).toBe(201);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});

describe('The published policy', () => {
  it('is served at /acceptable-use as HTML rendered from docs/acceptable-use.md, and linked from both registrations', async () => {
    const page = await fetch(`${inject('baseUrl')}/acceptable-use`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await page.text();
    expect(text).toContain('<h1>Handoff acceptable use policy</h1>');
    expect(text).toContain('<code>harm_to_people</code>');

    const agent = await api('POST', '/api/v1/agents/register', { body: { name: 'Policy reader', email: uniqueEmail() } });
    expect(agent.body.acceptable_use_url).toMatch(/^https?:\/\/[^/]+\/acceptable-use$/);
    const operator = await api('POST', '/api/v1/operator/register', { body: { name: 'Olga', email: uniqueEmail('operator') } });
    expect(operator.body.acceptable_use_url).toBe(agent.body.acceptable_use_url);
  });
});
