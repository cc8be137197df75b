import { afterEach, describe, expect, it } from 'vitest';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { type CallbackReceiver, startCallbackReceiver } from '../support/callback-receiver';
import { verifyCallback } from '../support/callback-signatures';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
  type TestOperator,
  taskBody,
} from '../support/tasks';

const receivers: CallbackReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const createBatch = (agent: RegisteredAgent, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', '/api/v1/batches', { apiKey: agent.apiKey, body: { task: taskBody(), seats: 3, ...body }, headers });

const balanceOf = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;

/** A seat claimed, approved, worked and submitted by `operator` (with `result`, if given); it waits in MANUAL_REVIEW for the agent. */
const workSeat = async (agent: RegisteredAgent, taskId: string, operator: TestOperator, result?: Record<string, unknown>) => {
  expect((await operatorClaims(taskId, operator)).status).toBe(200);
  expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
  expect((await operatorStarts(taskId, operator)).status).toBe(200);
  expect((await operatorSubmits(taskId, operator, result ? { result } : {})).status).toBe(200);
  await eventuallyStatus(agent, taskId, 'MANUAL_REVIEW');
};

/** The answer every seat asks for: a free-text field, so operators' spellings differ. */
const OPEN_SCHEMA = { type: 'object', properties: { open: { type: 'string', maxLength: 20 } }, required: ['open'] };

const approve = async (agent: RegisteredAgent, taskId: string) => {
  const { body } = await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
  expect(body.status).toBe('COMPLETED');
};

describe('POST /api/v1/batches: N seats of one task', () => {
  it('creates the seats as ordinary tasks of the batch, escrowed all at once', async () => {
    const agent = await fundedAgent(100);
    const { status, body } = await createBatch(agent, { consensus: { field: 'open', min_agreement: 2 } });
    expect(status).toBe(201);
    expect(body).toEqual({
      batch_id: expect.stringMatching(/^batch_/),
      task_ids: [expect.any(String), expect.any(String), expect.any(String)],
      total_escrow: 33,
    });
    expect(new Set(body.task_ids).size).toBe(3);
    for (const taskId of body.task_ids) {
      const task = await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey });
      expect(task.body).toMatchObject({ status: 'PENDING', batch_id: body.batch_id, title: taskBody().title, total_escrow: 11 });
    }
    expect((await balanceOf(agent)).deposit_balance).toBe(67);
    const batch = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual({
      batch_id: body.batch_id,
      task_ids: body.task_ids,
      counts: expect.objectContaining({ PENDING: 3, COMPLETED: 0, CANCELLED: 0 }),
      consensus: { field: 'open', value: null, agreeing: 0, reached: false },
    });
    // Operators see the seat, with its batch.
    const operator = await newOperator();
    const seen = await api('GET', `/api/v1/operator/tasks/${body.task_ids[0]}`, asOperator(operator));
    expect(seen.body.batch_id).toBe(body.batch_id);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('writes no seat at all when the balance covers some but not all (402)', async () => {
    const agent = await fundedAgent(30);
    const { status, body } = await createBatch(agent, {});
    expect(status).toBe(402);
    expect(body).toMatchObject({ error: 'Insufficient balance for escrow', x402Version: 2 });
    expect((await balanceOf(agent)).deposit_balance).toBe(30);
    expect((await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey })).body.data).toEqual([]);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('creates 50 seats in one go (one transaction: a shared content item, one hold)', async () => {
    const agent = await fundedAgent(100, 'STANDARD');
    const { status, body } = await createBatch(agent, { seats: 50, task: taskBody({ reward_usd: 1, callback_secret: 'shared-secret-of-50' }) });
    expect(status).toBe(201);
    expect(body.task_ids).toHaveLength(50);
    expect(body.total_escrow).toBe(55);
    const batch = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
    expect(batch.body.counts.PENDING).toBe(50);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('refuses a body out of bounds with 400 naming the field, holding nothing', async () => {
    const agent = await fundedAgent(100);
    const response = await createBatch(agent, { seats: 1 });
    expect(response).toMatchObject({ status: 400, body: { error: 'seats must be at least 2' } });
    expect((await balanceOf(agent)).deposit_balance).toBe(100);
  });

  it('answers a repeated Idempotency-Key with the first batch, and refuses it with another body', async () => {
    const agent = await fundedAgent(100);
    const headers = { 'idempotency-key': 'batch-once' };
    const first = await createBatch(agent, {}, headers);
    const again = await createBatch(agent, {}, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await createBatch(agent, { seats: 2 }, headers)).status).toBe(422);
    expect((await balanceOf(agent)).deposit_balance).toBe(67);
  });

  it("is 'Batch not found' for another agent's batch or none, on GET and cancel", async () => {
    const owner = await fundedAgent(100);
    const stranger = await fundedAgent(10);
    const { body } = await createBatch(owner, {});
    for (const path of [`/api/v1/batches/${body.batch_id}`, '/api/v1/batches/batch_nope']) {
      expect(await api('GET', path, { apiKey: stranger.apiKey })).toMatchObject({ status: 404, body: { error: 'Batch not found' } });
    }
    expect(await api('POST', `/api/v1/batches/${body.batch_id}/cancel`, { apiKey: stranger.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Batch not found' },
    });
    expect((await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: owner.apiKey })).body.counts.PENDING).toBe(3);
    expect((await api('GET', `/api/v1/batches/${body.batch_id}`)).status).toBe(401);
  });
});

describe('One operator, one seat of a batch', () => {
  it('refuses a second seat (409), also after the first claim was withdrawn, but lets them take their own seat again', async () => {
    const agent = await fundedAgent(100);
    const { body } = await createBatch(agent, {});
    const [first, second, third] = body.task_ids as [string, string, string];
    const operator = await newOperator();
    expect((await operatorClaims(first, operator)).status).toBe(200);
    expect(await operatorClaims(second, operator)).toMatchObject({ status: 409, body: { error: 'You already hold a task of this batch' } });
    // The refused claim changed nothing: another operator takes that seat.
    expect((await operatorClaims(second, await newOperator())).status).toBe(200);
    expect((await api('POST', `/api/v1/operator/tasks/${first}/withdraw-claim`, asOperator(operator))).status).toBe(200);
    expect(await operatorClaims(third, operator)).toMatchObject({ status: 409, body: { error: 'You already hold a task of this batch' } });
    expect((await operatorClaims(first, operator)).status).toBe(200);
  });

  it('lets exactly one of an operator’s parallel claims on two seats win', async () => {
    const agent = await fundedAgent(100);
    for (let round = 0; round < 3; round++) {
      const { body } = await createBatch(agent, { seats: 2, task: taskBody({ reward_usd: 5 }) });
      const operator = await newOperator();
      const answers = await Promise.all((body.task_ids as string[]).map((taskId) => operatorClaims(taskId, operator)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const batch = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
      expect(batch.body.counts).toMatchObject({ PENDING: 1, ESTIMATE_PENDING: 1 });
    }
  });
});

describe('POST /api/v1/batches/{id}/cancel', () => {
  it('cancels the seats still cancellable, refunds each its share, leaves work under way, and the ledger stays sound', async () => {
    const agent = await fundedAgent(100);
    const { body } = await createBatch(agent, {});
    const operator = await newOperator();
    const working = body.task_ids[0];
    await operatorClaims(working, operator);
    await api('POST', `/api/v1/tasks/${working}/estimate/approve`, { apiKey: agent.apiKey });
    await operatorStarts(working, operator);
    const cancelled = await api('POST', `/api/v1/batches/${body.batch_id}/cancel`, { apiKey: agent.apiKey });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      batch_id: body.batch_id,
      counts: expect.objectContaining({ CANCELLED: 2, IN_PROGRESS: 1 }),
      consensus: null,
    });
    expect((await balanceOf(agent)).deposit_balance).toBe(100 - 11);
    const seat = await api('GET', `/api/v1/tasks/${body.task_ids[1]}`, { apiKey: agent.apiKey });
    expect(seat.body).toMatchObject({ status: 'CANCELLED', refunded_usd: 11 });
    // Again: nothing more to cancel.
    expect((await api('POST', `/api/v1/batches/${body.batch_id}/cancel`, { apiKey: agent.apiKey })).body.counts.CANCELLED).toBe(2);
    expect((await balanceOf(agent)).deposit_balance).toBe(89);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });
});

describe('A batch of 3 with consensus, end to end', () => {
  it('reports the agreed value once two completed seats agree, and calls the agent back with it', async () => {
    const hook = await startCallbackReceiver();
    receivers.push(hook);
    const secret = 'batch-callback-secret-7d1e';
    const agent = await fundedAgent(100);
    const { body } = await createBatch(agent, {
      task: taskBody({ callback_url: hook.url, callback_secret: secret, result_schema: OPEN_SCHEMA }),
      consensus: { field: 'open', min_agreement: 2 },
    });
    const [a, b, c] = body.task_ids as [string, string, string];
    const operators = [await newOperator('Ana'), await newOperator('Ben'), await newOperator('Cy')];
    // Each operator answers in the structured result at submit; the consensus compares them trimmed and case-blind.
    const answers = [{ open: 'Yes' }, { open: 'no' }, { open: ' yes' }];
    for (const [i, taskId] of [a, b, c].entries()) await workSeat(agent, taskId, operators[i]!, answers[i]);

    await approve(agent, a);
    await approve(agent, b);
    const split = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
    expect(split.body.consensus).toEqual({ field: 'open', value: null, agreeing: 1, reached: false });

    await approve(agent, c);
    const agreed = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
    expect(agreed.body).toMatchObject({
      counts: expect.objectContaining({ COMPLETED: 3 }),
      consensus: { field: 'open', value: 'Yes', agreeing: 2, reached: true },
    });

    // Every seat's status changes, then the consensus: one batch.consensus_reached, signed with the task's secret.
    await expect
      .poll(() => hook.requests.filter((request) => JSON.parse(request.body).event === 'batch.consensus_reached').length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(1);
    const event = hook.requests.find((request) => JSON.parse(request.body).event === 'batch.consensus_reached')!;
    expect(JSON.parse(event.body)).toEqual({
      event: 'batch.consensus_reached',
      batch_id: body.batch_id,
      task_id: c,
      field: 'open',
      value: 'Yes',
      agreeing: 2,
      timestamp: expect.any(String),
    });
    expect(event.headers['webhook-id']).toBe(`evt_${body.batch_id}_consensus`);
    expect(verifyCallback(secret, { body: event.body, headers: event.headers })).toBe(true);
    // The seats' own status callbacks were signed with the same shared secret.
    const statusChange = hook.requests.find((request) => JSON.parse(request.body).event === 'task.status_changed')!;
    expect(verifyCallback(secret, { body: statusChange.body, headers: statusChange.headers })).toBe(true);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: operators.map((operator) => operator.id) });
  });
});

describe('Batches in the sandbox', () => {
  it('progresses seat by seat with simulated operators, holding nothing', async () => {
    const agent = await registerAgent();
    const { status, body } = await createBatch(agent, { task: taskBody({ reward_usd: 1 }), consensus: { field: 'open', min_agreement: 2 } });
    expect(status).toBe(201);
    expect(body.total_escrow).toBe(0);
    for (const taskId of body.task_ids) await eventuallyStatus(agent, taskId, 'COMPLETED', 60_000);
    const batch = await api('GET', `/api/v1/batches/${body.batch_id}`, { apiKey: agent.apiKey });
    expect(batch.body.counts).toMatchObject({ COMPLETED: 3 });
  });
});
