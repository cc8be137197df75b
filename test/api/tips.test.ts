import { describe, expect, it } from 'vitest';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { asOperator, createTask, eventuallyStatus, fundedAgent, taskBody, taskIn } from '../support/tasks';

/** A task of `agent` taken through review by a fresh operator and approved: COMPLETED. */
const completedTask = async (agent: RegisteredAgent, overrides: Record<string, unknown> = {}) => {
  const task = await taskIn(agent, 'SUBMITTED', overrides);
  await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  expect((await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })).status).toBe(200);
  await eventuallyStatus(agent, task.task_id, 'COMPLETED');
  return task;
};

const tip = (agent: RegisteredAgent, taskId: string, amount: unknown, key?: string) =>
  api('POST', `/api/v1/tasks/${taskId}/tip`, {
    apiKey: agent.apiKey,
    body: { amount_usd: amount },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const deposit = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body.deposit_balance;

describe('POST /api/v1/tasks/{id}/tip', () => {
  it("moves the tip from the deposit to the operator's earnings, no fee, and shows it on the task and in the earnings", async () => {
    const agent = await fundedAgent(30);
    const task = await completedTask(agent);
    const before = await deposit(agent);
    const tipped = await tip(agent, task.task_id, 2);
    expect(tipped.status).toBe(201);
    expect(tipped.body).toMatchObject({ task_id: task.task_id, amount_usd: 2, sandbox: false, sandbox_notice: null });
    expect(tipped.body.tip_id).toMatch(/^tip_/);
    expect(await deposit(agent)).toBe(before - 2);
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.tips_usd).toBe(2);
    const operatorView = await api('GET', `/api/v1/operator/tasks/${task.task_id}`, asOperator(task.operator));
    expect(operatorView.body).toMatchObject({ status: 'COMPLETED', reward_usd: 10, tips_usd: 2 });
    const earnings = await api('GET', '/api/v1/operator/earnings', asOperator(task.operator));
    expect(earnings.body.total_earned).toBe(12);
    expect(earnings.body.recent_tasks).toEqual([expect.objectContaining({ task_id: task.task_id, reward_usd: 10, tips_usd: 2 })]);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 120_000);

  it("refuses another agent's task, a task not COMPLETED and a missing one with 404, and moves nothing", async () => {
    const agent = await fundedAgent(30);
    const stranger = await fundedAgent(30);
    const done = await completedTask(agent);
    const open = await createTask(agent);
    for (const [who, taskId] of [
      [stranger, done.task_id],
      [agent, open.task_id],
      [agent, 'task_does_not_exist'],
    ] as const) {
      const refused = await tip(who, taskId, 1);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: 'Task not found or not completed' });
    }
    expect((await api('GET', `/api/v1/tasks/${done.task_id}`, { apiKey: agent.apiKey })).body.tips_usd).toBe(0);
    expect(await deposit(stranger)).toBe(30);
  }, 120_000);

  it('refuses amounts that are not positive whole cents up to $500 (400), and a tip the deposit does not cover (402)', async () => {
    const agent = await fundedAgent(12);
    const task = await completedTask(agent); // $11 in escrow, $1 left
    expect(await tip(agent, task.task_id, 0)).toMatchObject({ status: 400, body: { error: 'amount_usd must be greater than 0' } });
    const short = await tip(agent, task.task_id, 1.01);
    expect(short.status).toBe(402);
    expect(short.body).toEqual({ error: 'Insufficient balance for tip' });
    expect(await deposit(agent)).toBe(1);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 120_000);

  it('pays racing tips with one Idempotency-Key once, and racing tips with different keys only while the balance covers them', async () => {
    const agent = await fundedAgent(32);
    const task = await completedTask(agent); // $21 left
    const sameKey = await Promise.all([0, 1, 2].map(() => tip(agent, task.task_id, 3, 'tip-once')));
    expect(sameKey.filter((r) => r.status === 201)).not.toHaveLength(0);
    for (const response of sameKey) expect([201, 409]).toContain(response.status);
    const replayed = await tip(agent, task.task_id, 3, 'tip-once');
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await tip(agent, task.task_id, 4, 'tip-once')).status).toBe(422);
    expect(await deposit(agent)).toBe(18);
    // $18 left: of four $7 tips at once, two fit.
    const racing = await Promise.all(['a', 'b', 'c', 'd'].map((key) => tip(agent, task.task_id, 7, `tip-${key}`)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 402, 402]);
    expect(await deposit(agent)).toBe(4);
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.tips_usd).toBe(17);
    const earnings = await api('GET', '/api/v1/operator/earnings', asOperator(task.operator));
    expect(earnings.body.total_earned).toBe(27);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 120_000);

  it("counts tips toward the tier's daily spend: of three racing $95 tips after a $10 task, one is refused with 422 and moves nothing", async () => {
    const agent = await fundedAgent(400);
    const task = await completedTask(agent);
    const before = await deposit(agent);
    const racing = await Promise.all(['a', 'b', 'c'].map((key) => tip(agent, task.task_id, 95, `spend-${key}`)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 422]);
    expect(racing.find((r) => r.status === 422)?.body).toEqual({ error: 'Daily spend limit reached: VERIFIED tier allows $200 per day' });
    expect(await deposit(agent)).toBe(before - 190);
    // The day is spent for tasks too.
    expect((await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody() })).body).toEqual({
      error: 'Daily spend limit reached: VERIFIED tier allows $200 per day',
    });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 120_000);

  it("counts tips toward the calling API key's limits: past max_task_usd or daily_spend_usd, 422 and nothing moves", async () => {
    const agent = await fundedAgent(60);
    const task = await completedTask(agent);
    const limited = await api('POST', '/api/v1/agents/keys', {
      apiKey: agent.apiKey,
      body: { name: 'tipper', scopes: ['tasks:write', 'tasks:read'], limits: { max_task_usd: 8, daily_spend_usd: 10 } },
    });
    expect(limited.status).toBe(201);
    const keyed = { ...agent, apiKey: limited.body.api_key };
    const before = await deposit(agent);
    expect((await tip(keyed, task.task_id, 9)).body).toEqual({ error: 'API key spending limit exceeded' });
    expect((await tip(keyed, task.task_id, 6)).status).toBe(201);
    expect((await tip(keyed, task.task_id, 5)).body).toEqual({ error: 'API key spending limit exceeded' });
    expect(await deposit(agent)).toBe(before - 6);
  }, 120_000);

  it('answers a sandbox task without moving money, saying so', async () => {
    const agent = await registerAgent(); // SANDBOX tier until its email is verified
    const created = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { title: 'Sandbox', description: 'Rehearsal', reward_usd: 5, proof_requirements: ['photo'] },
    });
    expect(created.body.sandbox).toBe(true);
    await eventuallyStatus(agent, created.body.task_id, 'COMPLETED', 30_000);
    const tipped = await tip(agent, created.body.task_id, 2);
    expect(tipped.status).toBe(201);
    expect(tipped.body).toMatchObject({ sandbox: true, amount_usd: 2, sandbox_notice: expect.stringContaining('no money moves') });
    expect(await deposit(agent)).toBe(0);
    expect((await api('GET', `/api/v1/tasks/${created.body.task_id}`, { apiKey: agent.apiKey })).body.tips_usd).toBe(0);
  }, 120_000);
});
