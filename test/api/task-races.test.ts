import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { fundedAgent, taskBody, taskIn } from '../support/tasks';

const balanceOf = async (apiKey: string) => (await api('GET', '/api/v1/agents/balance', { apiKey })).body;

describe('Concurrent requests on money', () => {
  it('20 concurrent creates that the balance funds only 7 of make exactly 7 tasks', async () => {
    const agent = await fundedAgent(80); // 7 x $11 = $77, $3 left

    const results = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 10 }) })),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status === 402)).toHaveLength(13);
    for (const refused of results.filter((r) => r.status === 402))
      expect(refused.body).toMatchObject({ error: 'Insufficient balance for escrow', x402Version: 2 });
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 3, escrow_balance: 77, currency: 'USD' });
    const listed = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(listed.body.pagination.total).toBe(7);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('10 concurrent creates with one Idempotency-Key make one task', async () => {
    const agent = await fundedAgent(100);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers: { 'idempotency-key': 'same-order' } }),
      ),
    );

    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.task_id)).size).toBe(1);
    // The others either replayed the first response or were told it was still in flight.
    for (const other of results.filter((r) => r.status !== 201)) {
      expect(other.status).toBe(409);
      expect(other.body).toEqual({ error: 'A request with this Idempotency-Key is still in progress' });
    }
    const listed = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(listed.body.pagination.total).toBe(1);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 89, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('cancel racing estimate approval ends in one state whose money adds up', async () => {
    for (let round = 0; round < 5; round++) {
      const agent = await fundedAgent(20);
      const task = await taskIn(agent, 'ESTIMATE_PENDING');

      const [cancel, approve] = await Promise.all([
        api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey }),
        api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey }),
      ]);

      // ACCEPTED can still be cancelled, so both may succeed in that order; never both fail,
      // and the final state decides the money.
      expect([cancel.status, approve.status]).toContain(200);
      const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
      if (cancel.status === 200) {
        expect(view.body.status).toBe('CANCELLED');
        // Cancelled after the approval (from ACCEPTED): the operator's kill fee ($1.00 on $10) is paid.
        expect(cancel.body.kill_fee_usd).toBe(approve.status === 200 ? 1 : null);
        expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 20 - (cancel.body.kill_fee_usd ?? 0), escrow_balance: 0, currency: 'USD' });
      } else {
        expect(cancel.body).toEqual({ error: 'Task not found or cannot be cancelled' });
        expect(view.body.status).toBe('ACCEPTED');
        expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 9, escrow_balance: 11, currency: 'USD' });
      }
      await expectLedgerConsistent({ agentIds: [agent.agentId] });
    }
  });

  it('cancel racing verify: one wins, and the escrow is either refunded or released, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const agent = await fundedAgent(20);
      const task = await taskIn(agent, 'ACCEPTED');
      const { operatorSubmits } = await import('../support/tasks');

      // The submit and the cancel race first; verify then races whatever is left.
      const [cancel, submitted] = await Promise.all([
        api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey }),
        operatorSubmits(task.task_id, task.operator),
      ]);
      const [verify, cancelAgain] = await Promise.all([
        api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } }),
        api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey }),
      ]);

      const cancelled = cancel.status === 200 || cancelAgain.status === 200;
      const completed = verify.status === 200;
      expect(cancelled && completed).toBe(false);
      expect(cancelled).toBe(submitted.status !== 200);
      expect(completed).toBe(submitted.status === 200);
      const balance = await balanceOf(agent.apiKey);
      // Cancelled from ACCEPTED: the operator's kill fee ($1.00 on the $10 reward) stays out of the deposit.
      if (cancelled) expect(balance).toEqual({ deposit_balance: 19, escrow_balance: 0, currency: 'USD' });
      if (completed) expect(balance).toEqual({ deposit_balance: 9, escrow_balance: 0, currency: 'USD' });
      await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
    }
  });

  it('concurrent verify APPROVE calls release the escrow once', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'SUBMITTED');

    const results = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(5);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 9, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });
});
