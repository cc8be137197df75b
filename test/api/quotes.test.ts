import { describe, expect, it } from 'vitest';
import { api, type RegisteredAgent } from '../support/api';
import { eventuallyStatus, fundedAgent, taskBody, taskIn } from '../support/tasks';

const quote = (agent: RegisteredAgent, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/v1/tasks/quote', { apiKey: agent.apiKey, body, headers });

/** A task of `agent` taken through review by a fresh operator and approved: COMPLETED, so it enters the completion index. */
const completedTask = async (agent: RegisteredAgent, overrides: Record<string, unknown>) => {
  const task = await taskIn(agent, 'SUBMITTED', overrides);
  await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  expect((await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })).status).toBe(200);
  await eventuallyStatus(agent, task.task_id, 'COMPLETED');
  return task;
};

/** What a quote may not change: the balance, the day's usage, the task list. */
const footprint = async (agent: RegisteredAgent) => ({
  balance: (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body,
  usage: (await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey })).body,
  tasks: (await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey })).body.pagination.total,
});

describe('POST /api/v1/tasks/quote', () => {
  it('answers what creation charges for the same body, and can_create when creation would succeed', async () => {
    const agent = await fundedAgent(50);
    // A place of this run alone: the suite's other tests complete unlocated tasks of every type.
    const location = { lat: -40 + Math.random() * 20, lng: -140 + Math.random() * 20 };
    const quoted = await quote(agent, taskBody({ reward_usd: 12.34, location }));
    expect(quoted.status).toBe(200);
    expect(quoted.body).toEqual({
      reward_usd: 12.34,
      platform_fee: 1.23,
      total_escrow: 13.57,
      can_create: true,
      reasons: [],
      suggested_reward_usd: null,
      coverage: { operators_nearby: 0, median_claim_minutes: null },
      claim_within: null,
    });
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 12.34, location }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reward_usd: 12.34, platform_fee: 1.23, total_escrow: 13.57 });
  });

  it('lists the refusals creation would answer (402 balance, 422 reward and tier limits) instead of refusing', async () => {
    const agent = await fundedAgent(5);
    const short = await quote(agent, taskBody({ reward_usd: 10 }));
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ can_create: false, reasons: ['Insufficient balance for escrow'], total_escrow: 11 });
    expect((await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 10 }) })).body).toMatchObject({
      error: 'Insufficient balance for escrow',
    });
    const tooBig = await quote(agent, taskBody({ reward_usd: 150 }));
    expect(tooBig.body.reasons).toEqual(['Maximum task value for VERIFIED tier is $100', 'Insufficient balance for escrow']);
    expect((await quote(agent, taskBody({ reward_usd: 0.5 }))).body.reasons).toEqual(['Minimum task value is $1']);
  });

  it('refuses a malformed request with 400 as creation does', async () => {
    const agent = await fundedAgent(50);
    for (const body of [
      taskBody({ deadline: '2020-01-01T00:00:00Z' }),
      taskBody({ title: '' }),
      taskBody({ sandbox_scenario: 'complete' }),
      taskBody({ task_type: 'ACCOUNT_CREATION' }),
    ]) {
      const [quoted, created] = [await quote(agent, body), await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body })];
      expect(quoted.status).toBe(400);
      expect(quoted.body).toEqual(created.body);
    }
  });

  it('writes nothing: no task, no escrow, no usage counted, no Idempotency-Key record', async () => {
    const agent = await fundedAgent(50);
    const before = await footprint(agent);
    for (const reward of [10, 5000])
      expect((await quote(agent, taskBody({ reward_usd: reward }), { 'idempotency-key': 'quote-key' })).status).toBe(200);
    expect(await footprint(agent)).toEqual(before);
    // The key was not taken: creation with it runs, and is no replay.
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'quote-key' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('idempotent-replayed')).toBeNull();
  });

  it('suggests the median reward of 5 similar tasks completed within 25 km, and counts the operators who did them', async () => {
    const agent = await fundedAgent(300, 'STANDARD');
    // A place of this run alone: nothing else completes PHOTO tasks there.
    const here = { lat: -40 + Math.random() * 20, lng: -140 + Math.random() * 20 };
    const near = (km: number) => ({ lat: here.lat + km / 111.2, lng: here.lng });
    const rewards = [10, 14, 12, 30, 11];
    const done = [];
    for (const [i, reward] of rewards.entries())
      done.push(await completedTask(agent, { task_type: 'PHOTO', reward_usd: reward, location: near(i * 4) }));
    const body = taskBody({ task_type: 'PHOTO', reward_usd: 10, location: near(2) });
    const quoted = await quote(agent, body);
    expect(quoted.body.suggested_reward_usd).toBe(12);
    expect(quoted.body.coverage.operators_nearby).toBe(new Set(done.map((task) => task.operator.id)).size);
    expect(quoted.body.coverage.median_claim_minutes).toBeGreaterThanOrEqual(0);
    // 60 km away, or another type: nothing similar. (Unlocated tasks share one index across the
    // suite's stack, so their side is pinned by the unit tests of the completion index.)
    for (const other of [{ location: near(60) }, { task_type: 'DELIVERY' }]) {
      expect((await quote(agent, { ...body, ...other })).body).toMatchObject({
        suggested_reward_usd: null,
        coverage: { operators_nearby: 0, median_claim_minutes: null },
      });
    }
  }, 240_000);
});
