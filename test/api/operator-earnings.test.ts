import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, uniqueEmail } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  CONVINCING_PROOF,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorEarns,
  operatorSubmits,
  type TestOperator,
  taskIn,
} from '../support/tasks';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

const earnings = (operator: TestOperator) => api('GET', '/api/v1/operator/earnings', asOperator(operator));
const payout = (operator: TestOperator, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', '/api/v1/operator/payout', { headers: { authorization: `Bearer ${operator.token}`, ...headers }, body });

describe('GET /api/v1/operator/earnings', () => {
  it('shows released rewards as available after the holding period (0 locally), with the recent tasks', async () => {
    const operator = await newOperator();
    const { agent, taskId } = await operatorEarns(operator, 25);

    const { status, body } = await earnings(operator);

    expect(status).toBe(200);
    expect(body).toEqual({
      pending_balance: 0,
      available_balance: 25,
      total_earned: 25,
      currency: 'USD',
      payout_fee_usd: 0.05,
      recent_tasks: [
        { task_id: taskId, title: expect.any(String), kind: 'reward', reward_usd: 25, tips_usd: 0, completed_at: expect.stringMatching(ISO_MILLIS) },
      ],
    });
    expect((await earnings(operator)).body.available_balance).toBe(25);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('starts at zero for a new operator, and states the fee a payout would have deducted now', async () => {
    const { body } = await earnings(await newOperator());
    expect(body).toEqual({ pending_balance: 0, available_balance: 0, total_earned: 0, currency: 'USD', payout_fee_usd: 0.05, recent_tasks: [] });
  });
});

describe('POST /api/v1/operator/payout', () => {
  it('takes the amount out of the available balance and answers PENDING_ONCHAIN with the gas estimate', async () => {
    const operator = await newOperator();
    await operatorEarns(operator, 30);

    const { status, body } = await payout(operator, { amount_usd: 20, wallet_address: WALLET, method: 'usdc', chain: 'base' });

    expect(status).toBe(201);
    expect(body).toEqual({
      payout_id: expect.stringMatching(/^po_/),
      amount_usd: 20,
      gas_fee_usd: 0.05,
      net_amount_usd: 19.95,
      to_address: WALLET,
      chain: 'base',
      status: 'PENDING_ONCHAIN',
      tx_hash: null,
      created_at: expect.stringMatching(ISO_MILLIS),
      confirmed_at: null,
      message: expect.any(String),
    });
    expect((await earnings(operator)).body).toMatchObject({ available_balance: 10, total_earned: 30 });
    await expectLedgerConsistent({ operatorIds: [operator.id] });
  });

  it('answers 402 Insufficient available balance above what is available', async () => {
    const operator = await newOperator();
    await operatorEarns(operator, 15);
    const { status, body } = await payout(operator, { amount_usd: 15.01, wallet_address: WALLET });
    expect(status).toBe(402);
    expect(body).toEqual({ error: 'Insufficient available balance' });
    expect((await earnings(operator)).body.available_balance).toBe(15);
  });

  it('answers 422 Minimum payout is $10 below it', async () => {
    const { status, body } = await payout(await newOperator(), { amount_usd: 9.99, wallet_address: WALLET });
    expect(status).toBe(422);
    expect(body).toEqual({ error: 'Minimum payout is $10' });
  });

  it('replays a payout with the same Idempotency-Key instead of paying twice', async () => {
    const operator = await newOperator();
    await operatorEarns(operator, 30);
    const request = { amount_usd: 12, wallet_address: WALLET };

    const first = await payout(operator, request, { 'idempotency-key': 'withdraw-1' });
    const again = await payout(operator, request, { 'idempotency-key': 'withdraw-1' });
    const different = await payout(operator, { ...request, amount_usd: 13 }, { 'idempotency-key': 'withdraw-1' });

    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(different.status).toBe(422);
    expect((await earnings(operator)).body.available_balance).toBe(18);
  });

  it('never drives the balance negative when five payouts race for more than is available', async () => {
    const operator = await newOperator();
    await operatorEarns(operator, 50);

    const results = await Promise.all(Array.from({ length: 5 }, () => payout(operator, { amount_usd: 15, wallet_address: WALLET })));

    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(2);
    expect((await earnings(operator)).body.available_balance).toBe(5);
    await expectLedgerConsistent({ operatorIds: [operator.id] });
  });
});

describe('GET /api/v1/operator/payout/status/{id}', () => {
  it('settles to CONFIRMED by itself in development, with a transaction hash', async () => {
    const operator = await newOperator();
    await operatorEarns(operator, 20);
    const created = await payout(operator, { amount_usd: 10, wallet_address: WALLET });

    let status = await api('GET', `/api/v1/operator/payout/status/${created.body.payout_id}`, asOperator(operator));
    for (let i = 0; i < 20 && status.body.status !== 'CONFIRMED'; i++) {
      await sleep(250);
      status = await api('GET', `/api/v1/operator/payout/status/${created.body.payout_id}`, asOperator(operator));
    }

    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      payout_id: created.body.payout_id,
      status: 'CONFIRMED',
      amount_usd: 10,
      tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      confirmed_at: expect.stringMatching(ISO_MILLIS),
    });
  });

  it('answers 404 Payout not found for an unknown payout and for another operator’s', async () => {
    const owner = await newOperator();
    await operatorEarns(owner, 20);
    const created = await payout(owner, { amount_usd: 10, wallet_address: WALLET });
    const stranger = await newOperator();
    for (const [operator, id] of [
      [owner, 'po_unknown'],
      [stranger, created.body.payout_id],
    ] as const) {
      const { status, body } = await api('GET', `/api/v1/operator/payout/status/${id}`, asOperator(operator));
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Payout not found' });
    }
  });
});

describe('An operator’s journey', () => {
  it('goes from registration to a confirmed payout', async () => {
    const email = uniqueEmail('journey');
    const registered = await api('POST', '/api/v1/operator/register', { body: { name: 'Jo Journey', email, skills: ['photo'] } });
    const { body: tokenBody } = await api('POST', '/dev/operator-token', { body: { email } });
    const operator: TestOperator = { id: registered.body.operator_id, name: 'Jo Journey', rating: 5, email, token: tokenBody.token };

    const agent = await fundedAgent(40);
    const task = await taskIn(agent, 'PENDING', { reward_usd: 30, task_type: 'PHOTO' });
    const open = await api('GET', '/api/v1/operator/tasks?task_type=PHOTO&limit=100', asOperator(operator));
    expect(open.body.data.map((t: { task_id: string }) => t.task_id)).toContain(task.task_id);
    expect((await api('POST', `/api/v1/operator/tasks/${task.task_id}/accept`, asOperator(operator, { estimate_hours: 2 }))).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await api('POST', `/api/v1/operator/tasks/${task.task_id}/start`, asOperator(operator))).status).toBe(200);
    expect((await operatorSubmits(task.task_id, operator, CONVINCING_PROOF)).status).toBe(200);
    // The Guardian approves the proof and finalization pays the operator, with no agent involved.
    const completed = await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    expect(completed.guardian_result).toMatchObject({ decision: 'APPROVE', confidence: expect.any(Number) });

    const paid = await payout(operator, { amount_usd: 30, wallet_address: WALLET });
    expect(paid.status).toBe(201);
    await sleep(1100);
    const settled = await api('GET', `/api/v1/operator/payout/status/${paid.body.payout_id}`, asOperator(operator));
    expect(settled.body.status).toBe('CONFIRMED');
    expect((await earnings(operator)).body).toMatchObject({ pending_balance: 0, available_balance: 0, total_earned: 30 });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });
});
