import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { expectLedgerConsistent } from '../support/ledger';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims } from '../support/tasks';

const balanceOf = async (apiKey: string) => (await api('GET', '/api/v1/agents/balance', { apiKey })).body;

/** A task of `reward` its operator holds (ACCEPTED), by a fresh agent funded with `deposit`. */
const acceptedTask = async (reward: number, deposit: number, overrides: Record<string, unknown> = {}) => {
  const agent = await fundedAgent(deposit);
  const task = await createTask(agent, { reward_usd: reward, ...overrides });
  const operator = await newOperator();
  await operatorClaims(task.task_id, operator);
  await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  return { agent, operator, task };
};

const receivers: Awaited<ReturnType<typeof startCallbackReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

describe("The kill fee: an agent's cancel of an ACCEPTED task", () => {
  it('pays the operator 10% ($2.50 on a $25 reward), refunds the rest, and the ledger stays sound', async () => {
    const [reward, escrow, fee, refund] = [25, 27.5, 2.5, 25];
    const { agent, operator, task } = await acceptedTask(reward, 30);

    const { status, body } = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'CANCELLED', refunded_usd: refund, kill_fee_usd: fee });
    expect(refund + fee).toBeCloseTo(escrow, 2);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: Math.round((30 - fee) * 100) / 100, escrow_balance: 0, currency: 'USD' });
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(view.body).toMatchObject({ status: 'CANCELLED', refunded_usd: refund, kill_fee_usd: fee });
    const earnings = await api('GET', '/api/v1/operator/earnings', asOperator(operator));
    expect(earnings.body).toMatchObject({
      available_balance: fee,
      total_earned: fee,
      recent_tasks: [{ task_id: task.task_id, kind: 'kill_fee', reward_usd: fee, tips_usd: 0 }],
    });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('says the kill fee in the cancel callback', async () => {
    const receiver = await startCallbackReceiver();
    receivers.push(receiver);
    const { agent, task } = await acceptedTask(25, 30, { callback_url: receiver.url });

    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    const bodies = async () => receiver.requests.map((request) => JSON.parse(request.body));
    await expect
      .poll(async () => (await bodies()).find((body) => body.status === 'CANCELLED'), { timeout: 30_000 })
      .toMatchObject({
        previous_status: 'ACCEPTED',
        kill_fee_usd: 2.5,
      });
    // Other status changes carry none.
    expect((await bodies()).filter((body) => body.status !== 'CANCELLED').every((body) => !('kill_fee_usd' in body))).toBe(true);
  });

  it('pays none on a cancel from PENDING: the whole escrow comes back, the task view says null', async () => {
    const agent = await fundedAgent(30);
    const task = await createTask(agent, { reward_usd: 25 });

    const { body } = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(body).toEqual({ task_id: task.task_id, status: 'CANCELLED', refunded_usd: 27.5, kill_fee_usd: null });
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.kill_fee_usd).toBeNull();
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});
