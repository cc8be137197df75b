import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { createTask, fundedAgent, taskBody, taskIn } from '../support/tasks';

const balanceOf = async (apiKey: string) => (await api('GET', '/api/v1/agents/balance', { apiKey })).body;

describe('POST /api/v1/tasks', () => {
  it('moves reward plus fee from the deposit into escrow', async () => {
    const agent = await fundedAgent(50);

    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 12.5 }) });

    expect(status).toBe(201);
    expect(body).toEqual({
      task_id: expect.stringMatching(/^task_/),
      status: 'PENDING',
      title: 'Is the corner store open?',
      task_type: 'VERIFICATION',
      task_domain: 'PHYSICAL',
      reward_usd: 12.5,
      platform_fee: 1.25,
      total_escrow: 13.75,
      deadline: expect.stringMatching(ISO_MILLIS),
      created_at: expect.stringMatching(ISO_MILLIS),
      sandbox: false,
      sandbox_notice: null,
      hold: null,
    });
    expect(Date.parse(body.deadline) - Date.parse(body.created_at)).toBe(72 * 3600 * 1000);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 36.25, escrow_balance: 13.75, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('creates sandbox tasks for SANDBOX agents with no balance and no escrow', async () => {
    const agent = await registerAgent();

    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 5 }) });

    expect(status).toBe(201);
    expect(body.sandbox).toBe(true);
    expect(body.sandbox_notice).toEqual(expect.any(String));
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 0, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('answers 402 Insufficient balance for escrow when the deposit does not cover reward plus fee', async () => {
    const agent = await fundedAgent(10.99);

    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 10 }) });

    expect(status).toBe(402);
    // The error, and beside it the x402 requirements: one cent short, so X402_MIN_USD ($1), in USDC's 6 decimals.
    expect(body).toMatchObject({
      error: 'Insufficient balance for escrow',
      x402Version: 2,
      accepts: [expect.objectContaining({ amount: '1000000' })],
    });
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 10.99, escrow_balance: 0, currency: 'USD' });
    const me = await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey });
    expect(me.body.usage_today.tasks_created).toBe(0);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('answers 422 Minimum task value is $1 below a dollar', async () => {
    const agent = await fundedAgent(50);
    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 0.99 }) });
    expect(status).toBe(422);
    expect(body).toEqual({ error: 'Minimum task value is $1' });
  });

  it('answers 400 naming the field the body lacks', async () => {
    const agent = await fundedAgent(50);
    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ title: undefined }) });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'title is required' });
  });
});

describe('Idempotency-Key on POST /api/v1/tasks', () => {
  it('replays the original status and body for the same key and body', async () => {
    const agent = await fundedAgent(50);
    const first = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'order-1' } });

    const again = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'order-1' } });

    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 39, escrow_balance: 11, currency: 'USD' });
  });

  it('answers 422 to the same key with a different body', async () => {
    const agent = await fundedAgent(50);
    await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'order-2' } });

    const { status, body } = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: taskBody({ reward_usd: 11 }),
      headers: { 'idempotency-key': 'order-2' },
    });

    expect(status).toBe(422);
    expect(body).toEqual({ error: 'Idempotency key reused with a different request' });
  });

  it('scopes keys to the agent', async () => {
    const [a, b] = [await fundedAgent(50), await fundedAgent(50)];
    const first = await api('POST', '/api/v1/tasks', { apiKey: a.apiKey, body: taskBody(), headers: { 'idempotency-key': 'shared' } });
    const second = await api('POST', '/api/v1/tasks', { apiKey: b.apiKey, body: taskBody(), headers: { 'idempotency-key': 'shared' } });
    expect(second.status).toBe(201);
    expect(second.body.task_id).not.toBe(first.body.task_id);
  });

  it('frees the key when the request failed, so a retry after funding succeeds', async () => {
    const agent = await fundedAgent(0);
    const failed = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'retry-me' } });
    expect(failed.status).toBe(402);
    const { fundAgent } = await import('../support/ledger');
    await fundAgent(agent.agentId, 11);

    const retried = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'retry-me' } });

    expect(retried.status).toBe(201);
  });

  it('answers 400 to an empty key', async () => {
    const agent = await fundedAgent(50);
    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': ' ' } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Idempotency-Key header must not be empty' });
  });
});

describe('GET /api/v1/tasks/{id}', () => {
  it('shows the full task and never the callback secret', async () => {
    const agent = await fundedAgent(50);
    const created = await createTask(agent, {
      callback_url: 'https://hooks.example.com/handoff',
      callback_secret: 'super-secret-value',
      location: { lat: 52.52, lng: 13.405, address: 'Alexanderplatz 1, Berlin' },
    });

    const { status, body } = await api('GET', `/api/v1/tasks/${created.task_id}`, { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      task_id: created.task_id,
      title: 'Is the corner store open?',
      description: expect.any(String),
      status: 'PENDING',
      task_type: 'VERIFICATION',
      task_domain: 'PHYSICAL',
      location: { lat: 52.52, lng: 13.405, address: 'Alexanderplatz 1, Berlin' },
      reward_usd: 10,
      platform_fee_usd: 1,
      proof_requirements: ['photo of the storefront'],
      proof: null,
      guardian_result: null,
      operator: null,
      callback_url: 'https://hooks.example.com/handoff',
      estimate_minutes: null,
      accepted_at: null,
      submitted_at: null,
      verified_at: null,
      completed_at: null,
      created_at: expect.stringMatching(ISO_MILLIS),
      sandbox: false,
    });
    expect(JSON.stringify(body)).not.toContain('super-secret-value');
    expect(body).not.toHaveProperty('callback_secret');
  });

  it('answers 404 Task not found for an unknown task and for another agent’s task', async () => {
    const [owner, stranger] = [await fundedAgent(50), await fundedAgent(0)];
    const created = await createTask(owner);
    for (const [apiKey, id] of [
      [owner.apiKey, 'task_unknown'],
      [stranger.apiKey, created.task_id],
    ]) {
      const { status, body } = await api('GET', `/api/v1/tasks/${id}`, { apiKey });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Task not found' });
    }
  });
});

describe('GET /api/v1/tasks', () => {
  it('lists the agent’s own tasks newest first with paging and a total', async () => {
    const agent = await fundedAgent(100);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createTask(agent, { reward_usd: 1 + i })).task_id);
    await api('POST', `/api/v1/tasks/${ids[0]}/cancel`, { apiKey: agent.apiKey });
    await createTask(await fundedAgent(20));

    const all = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(all.status).toBe(200);
    expect(all.body.data.map((t: { task_id: string }) => t.task_id)).toEqual([...ids].reverse());
    expect(all.body.pagination).toEqual({ limit: 20, offset: 0, total: 3 });

    const page = await api('GET', '/api/v1/tasks?limit=1&offset=1', { apiKey: agent.apiKey });
    expect(page.body.data.map((t: { task_id: string }) => t.task_id)).toEqual([ids[1]]);
    expect(page.body.pagination).toEqual({ limit: 1, offset: 1, total: 3 });

    const cancelled = await api('GET', '/api/v1/tasks?status=CANCELLED', { apiKey: agent.apiKey });
    expect(cancelled.body.data.map((t: { task_id: string }) => t.task_id)).toEqual([ids[0]]);
    expect(cancelled.body.pagination.total).toBe(1);
    // An open status too (the index holds only final ones: the open tasks' items are checked).
    const pending = await api('GET', '/api/v1/tasks?status=PENDING&limit=1', { apiKey: agent.apiKey });
    expect(pending.body.data.map((t: { task_id: string }) => t.task_id)).toEqual([ids[2]]);
    expect(pending.body.pagination.total).toBe(2);
    const rest = await api('GET', `/api/v1/tasks?status=PENDING&limit=1&cursor=${pending.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(rest.body.data.map((t: { task_id: string }) => t.task_id)).toEqual([ids[1]]);
    expect(rest.body.next_cursor).toBeNull();
    expect((await api('GET', '/api/v1/tasks?status=IN_PROGRESS', { apiKey: agent.apiKey })).body.pagination.total).toBe(0);
  });

  it('answers 400 naming the query parameter out of range', async () => {
    const agent = await fundedAgent(0);
    const { status, body } = await api('GET', '/api/v1/tasks?limit=0', { apiKey: agent.apiKey });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'limit must be at least 1' });
  });
});

describe('Estimate approval and rejection', () => {
  it('approves a pending estimate: ACCEPTED with accepted_at, the operator and the estimate', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body).toEqual({
      task_id: task.task_id,
      status: 'ACCEPTED',
      accepted_at: expect.stringMatching(ISO_MILLIS),
      operator: { id: task.operator.id, name: task.operator.name, rating: task.operator.rating },
      estimate_minutes: 45,
    });
  });

  it('rejects a pending estimate: back to PENDING with the claim cleared', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/estimate/reject`, {
      apiKey: agent.apiKey,
      body: { reason: 'Too slow' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'PENDING' });
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(view.body).toMatchObject({ status: 'PENDING', operator: null, estimate_minutes: null, claimed_at: null });
  });

  it.each(['approve', 'reject'])('answers 404 to %s outside ESTIMATE_PENDING and for others’ tasks', async (action) => {
    const [agent, stranger] = [await fundedAgent(50), await fundedAgent(0)];
    const pending = await createTask(agent);
    const claimed = await taskIn(agent, 'ESTIMATE_PENDING');

    const wrongState = await api('POST', `/api/v1/tasks/${pending.task_id}/estimate/${action}`, { apiKey: agent.apiKey });
    expect(wrongState.status).toBe(404);
    expect(wrongState.body).toEqual({ error: 'Task not found or not in ESTIMATE_PENDING status' });

    const foreign = await api('POST', `/api/v1/tasks/${claimed.task_id}/estimate/${action}`, { apiKey: stranger.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Task not found' });
  });
});

describe('POST /api/v1/tasks/{id}/cancel', () => {
  it.each(['PENDING', 'ESTIMATE_PENDING'] as const)('cancels from %s and refunds the exact escrow, with no kill fee', async (state) => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, state, { reward_usd: 12.34 });

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'CANCELLED', refunded_usd: 13.57, kill_fee_usd: null });
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 30, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('answers 404 Task not found or cannot be cancelled once work has started', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS');

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Task not found or cannot be cancelled' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('refunds once: a second cancel answers 404', async () => {
    const agent = await fundedAgent(30);
    const task = await createTask(agent);
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    const again = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(again.status).toBe(404);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 30, escrow_balance: 0, currency: 'USD' });
  });

  it('answers 404 Task not found for another agent’s task, and refunds nothing', async () => {
    const [owner, stranger] = [await fundedAgent(30), await fundedAgent(0)];
    const task = await createTask(owner);
    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: stranger.apiKey });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Task not found' });
    expect((await balanceOf(owner.apiKey)).escrow_balance).toBe(11);
  });
});

describe('POST /api/v1/tasks/{id}/verify', () => {
  it('APPROVE completes the task and releases the escrow: reward to the operator, fee to the platform', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'SUBMITTED', { reward_usd: 20 });

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });

    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'COMPLETED', message: expect.any(String) });
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(view.body).toMatchObject({
      status: 'COMPLETED',
      verified_at: expect.stringMatching(ISO_MILLIS),
      completed_at: expect.stringMatching(ISO_MILLIS),
    });
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 8, escrow_balance: 0, currency: 'USD' });
    const { getBalances } = await import('../../functions/contexts/money/ledger/store/ledger-store');
    const { accounts } = await import('../../functions/contexts/money/ledger/domain/accounts');
    const balances = await getBalances([accounts.operatorPending(task.operator.id)]);
    expect(balances.get(accounts.operatorPending(task.operator.id))).toBe(2000);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('REJECT disputes the task and keeps the escrow held', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'SUBMITTED');

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, {
      apiKey: agent.apiKey,
      body: { decision: 'REJECT', reason: 'Photo shows a different store' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'DISPUTED', message: expect.any(String) });
    expect((await balanceOf(agent.apiKey)).escrow_balance).toBe(11);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('answers 404 Task not found or not in reviewable status to a task not submitted', async () => {
    const agent = await fundedAgent(30);
    const task = await createTask(agent);
    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Task not found or not in reviewable status' });
  });

  it('answers 400 to a missing decision, before looking at the task', async () => {
    const agent = await fundedAgent(30);
    const task = await createTask(agent);
    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: {} });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'decision is required' });
  });
});
