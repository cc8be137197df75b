import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { CLEAN_PHOTO, CONVINCING_PROOF, createTask, eventuallyStatus, fundedAgent, operatorSubmits, taskIn } from '../support/tasks';

const balanceOf = async (apiKey: string) => (await api('GET', '/api/v1/agents/balance', { apiKey })).body;

describe('Sandbox auto-progression', () => {
  it('completes a sandbox task by itself within 15 seconds, with synthetic proof and an APPROVE guardian_result', async () => {
    const agent = await registerAgent();
    const started = Date.now();
    const task = await createTask(agent, { reward_usd: 5, proof_requirements: ['photo of the entrance', 'photo of the opening hours'] });

    const done = await eventuallyStatus(agent, task.task_id, 'COMPLETED', 15_000);

    expect(Date.now() - started).toBeLessThan(15_000);
    expect(done).toMatchObject({
      sandbox: true,
      operator: { id: 'op_sandbox', name: 'Sandbox Operator', rating: 5 },
      proof: { photos: [expect.any(String), expect.any(String)], notes: expect.any(String), submittedAt: expect.stringMatching(ISO_MILLIS) },
      guardian_result: { decision: 'APPROVE', confidence: expect.any(Number), reasoning: expect.any(String) },
      accepted_at: expect.stringMatching(ISO_MILLIS),
      submitted_at: expect.stringMatching(ISO_MILLIS),
      verified_at: expect.stringMatching(ISO_MILLIS),
      completed_at: expect.stringMatching(ISO_MILLIS),
    });
    expect(done.guardian_result.confidence).toBeGreaterThanOrEqual(0.9);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 0, escrow_balance: 0, currency: 'USD' });
  }, 20_000);

  it('stops cleanly when the sandbox task is cancelled in the middle', async () => {
    const agent = await registerAgent();
    const task = await createTask(agent, { reward_usd: 3 });
    await eventuallyStatus(agent, task.task_id, 'ESTIMATE_PENDING', 10_000);

    const cancelled = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(cancelled.body).toEqual({ task_id: task.task_id, kill_fee_usd: null, status: 'CANCELLED', refunded_usd: 0 });
    await sleep(5000); // longer than the remaining simulated steps would take to act
    const after = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(after.body.status).toBe('CANCELLED');
    expect(after.body.proof).toBeNull();
  }, 20_000);
});

describe('Proof review by the Guardian', () => {
  it('takes a real task from SUBMITTED to COMPLETED when the Guardian approves, releasing the escrow', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS', { reward_usd: 20 });

    await operatorSubmits(task.task_id, task.operator, CONVINCING_PROOF);
    const done = await eventuallyStatus(agent, task.task_id, 'COMPLETED');

    expect(done.guardian_result).toMatchObject({ decision: 'APPROVE', confidence: 0.95, reasoning: expect.any(String) });
    expect(done.guardian_result.checks.every((check: { passed: boolean }) => check.passed)).toBe(true);
    expect(done.verified_at).toMatch(ISO_MILLIS);
    expect(await balanceOf(agent.apiKey)).toEqual({ deposit_balance: 8, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('sends unsure proof to MANUAL_REVIEW, where the agent approves it', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS');

    await operatorSubmits(task.task_id, task.operator, { photos: [], notes: 'It was closed, no photo.' });
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    expect(review.guardian_result).toMatchObject({ decision: 'UNSURE', confidence: 0.4, reasoning: expect.stringContaining('0 photos') });
    expect(review.guardian_result.requirements).toEqual([expect.objectContaining({ met: false, photo_ids: [] })]);

    const approved = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    expect(approved.body.status).toBe('COMPLETED');
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('sends unsure proof to MANUAL_REVIEW, where the agent rejects it', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS');

    await operatorSubmits(task.task_id, task.operator, { photos: [CLEAN_PHOTO], notes: '   ' });
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    const rejected = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, {
      apiKey: agent.apiKey,
      body: { decision: 'REJECT', reason: 'The photo is blurry.' },
    });
    expect(rejected.body.status).toBe('DISPUTED');
    expect((await balanceOf(agent.apiKey)).escrow_balance).toBe(11);
  });
});
