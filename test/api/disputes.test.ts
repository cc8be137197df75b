import { describe, expect, inject, it } from 'vitest';
import { api, type RegisteredAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  disputedWithPhoto,
  eventuallyStatus,
  expectProofWithdrawn,
  fundedAgent,
  newOperator,
  type TestOperator,
  taskIn,
} from '../support/tasks';

/**
 * Disputes that end, over HTTP on the shared stack (DISPUTE_APPEAL_HOURS at its default, 72):
 * REJECT needs a reason; the operator who did the work appeals once; the back office resolves
 * with refund, release or split, each moving exactly the right amounts. Ratings follow completion.
 */
const admin = () => ({ headers: { 'x-admin-key': inject('adminKey') } });

/** A $20 task ($2 fee) whose proof its agent rejected, with its operator. */
const disputedTask = async (agent?: RegisteredAgent) => {
  const owner = agent ?? (await fundedAgent(50));
  const task = await taskIn(owner, 'SUBMITTED', { reward_usd: 20 });
  await eventuallyStatus(owner, task.task_id, 'MANUAL_REVIEW');
  const rejected = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, {
    apiKey: owner.apiKey,
    body: { decision: 'REJECT', reason: 'The photo shows another street.' },
  });
  expect(rejected.body.status).toBe('DISPUTED');
  return { agent: owner, taskId: task.task_id, operator: task.operator };
};

const taskOf = async (agent: RegisteredAgent, taskId: string) => (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
const balance = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
const earned = async (operator: TestOperator) => (await api('GET', '/api/v1/operator/earnings', asOperator(operator))).body.total_earned;
const resolve = (taskId: string, body: Record<string, unknown>) => api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, { ...admin(), body });
const appeal = (taskId: string, operator: TestOperator, reason = 'The street sign is in the second photo.') =>
  api('POST', `/api/v1/operator/tasks/${taskId}/appeal`, asOperator(operator, { reason }));
const record = async (operator: TestOperator) => (await api('GET', `/api/v1/admin/operators/${operator.id}`, admin())).body;

describe('Disputes: the agent rejects with a reason', () => {
  it('shows the dispute with its appeal deadline 72 hours on, no appeal and no resolution yet', async () => {
    const { agent, taskId } = await disputedTask();
    const { dispute } = await taskOf(agent, taskId);
    expect(dispute).toEqual({
      reason: 'The photo shows another street.',
      disputed_at: expect.any(String),
      appeal_deadline: new Date(Date.parse(dispute.disputed_at) + 72 * 3_600_000).toISOString(),
      appeal: null,
      resolution: null,
    });
  });
});

describe('Disputes: the operator is told', () => {
  it("mails the operator the task id, the agent's reason, the appeal deadline and a link to the task in the app", async () => {
    const { agent, taskId, operator } = await disputedTask();
    const { dispute } = await taskOf(agent, taskId);
    const { body } = await api('GET', `/dev/emails?to=${encodeURIComponent(operator.email)}`);
    const mails = (body.data as { subject: string; text: string }[]).filter((mail) => mail.subject.includes('disputed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(taskId);
    for (const part of [taskId, 'The photo shows another street.', dispute.appeal_deadline, `${inject('baseUrl')}/#/tasks/${taskId}`]) {
      expect(mails[0]!.text).toContain(part);
    }
  });
});

describe('Disputes: the operator appeals', () => {
  it('takes one appeal from the operator who did the work; another operator gets 404, a second appeal 409', async () => {
    const { agent, taskId, operator } = await disputedTask();
    expect(await appeal(taskId, await newOperator('Someone Else'))).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
    const filed = await appeal(taskId, operator);
    expect(filed).toMatchObject({
      status: 200,
      body: { task_id: taskId, status: 'DISPUTED', appeal: { reason: 'The street sign is in the second photo.', appealed_at: expect.any(String) } },
    });
    expect(await appeal(taskId, operator)).toMatchObject({ status: 409, body: { error: 'Appeal already filed' } });
    expect((await taskOf(agent, taskId)).dispute.appeal).toEqual(filed.body.appeal);
    // The operator sees the same dispute on their view of the task.
    const mine = await api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(operator));
    expect(mine.body.dispute).toEqual((await taskOf(agent, taskId)).dispute);
  });

  it('answers 404 to an appeal of a task that is not disputed', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'IN_PROGRESS');
    expect(await appeal(task.task_id, task.operator)).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
  });
});

describe('Disputes: the back office resolves', () => {
  it('refunds the whole escrow on refund: CANCELLED with refunded_usd, the agent whole again', async () => {
    const { agent, taskId, operator } = await disputedTask();
    await appeal(taskId, operator);
    const resolved = await resolve(taskId, { outcome: 'refund', note: 'The photo is of another street.' });
    expect(resolved).toMatchObject({
      status: 200,
      body: { task_id: taskId, status: 'CANCELLED', refunded_usd: 22, dispute: { resolution: { outcome: 'refund', operator_amount_usd: null } } },
    });
    expect(await balance(agent)).toMatchObject({ deposit_balance: 50, escrow_balance: 0 });
    expect(await earned(operator)).toBe(0);
    expect(await resolve(taskId, { outcome: 'refund' })).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('takes the proof back from the agent on refund: no photos, no notes, and the photo URLs handed out before serve nothing', async () => {
    const agent = await fundedAgent(50);
    const { task, photoUrls } = await disputedWithPhoto(agent);
    expect((await resolve(task.task_id, { outcome: 'refund' })).status).toBe(200);
    await expectProofWithdrawn(agent, task.task_id, photoUrls);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 60_000);

  it('pays the operator on release: COMPLETED, the reward to the operator and the fee to the platform', async () => {
    const { agent, taskId, operator } = await disputedTask();
    await appeal(taskId, operator);
    const resolved = await resolve(taskId, { outcome: 'release' });
    expect(resolved.body).toMatchObject({ status: 'COMPLETED', refunded_usd: null, dispute: { resolution: { outcome: 'release' } } });
    expect(await balance(agent)).toMatchObject({ deposit_balance: 28, escrow_balance: 0 });
    expect(await earned(operator)).toBe(20);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('splits: the share to the operator, the fee in proportion, the rest refunded', async () => {
    const { agent, taskId, operator } = await disputedTask();
    expect(await resolve(taskId, { outcome: 'split' })).toMatchObject({ status: 400, body: { error: 'operator_amount_usd is required with split' } });
    for (const amount of [0, 20, 25]) {
      expect(await resolve(taskId, { outcome: 'split', operator_amount_usd: amount })).toMatchObject({
        status: 400,
        body: { error: 'operator_amount_usd must be above 0 and below the reward ($20)' },
      });
    }
    // $5 of the $20 reward: the fee $2 × 5/20 = $0.50 to the platform, $16.50 back to the agent.
    const resolved = await resolve(taskId, { outcome: 'split', operator_amount_usd: 5 });
    expect(resolved.body).toMatchObject({
      status: 'COMPLETED',
      refunded_usd: 16.5,
      dispute: { resolution: { outcome: 'split', operator_amount_usd: 5 } },
    });
    expect(await balance(agent)).toMatchObject({ deposit_balance: 44.5, escrow_balance: 0 });
    expect(await earned(operator)).toBe(5);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('resolves without an appeal too, and refuses a task that is not disputed or a wrong admin key', async () => {
    const { taskId } = await disputedTask();
    expect((await resolve(taskId, { outcome: 'refund' })).body.status).toBe('CANCELLED');
    expect(await resolve('task_missing', { outcome: 'release' })).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
    const wrongKey = await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, { headers: { 'x-admin-key': 'nope' }, body: { outcome: 'refund' } });
    expect(wrongKey.status).toBe(401);
  });

  it("counts the outcomes in the operator's record for the back office", async () => {
    const agent = await fundedAgent(100);
    const won = await disputedTask(agent);
    await resolve(won.taskId, { outcome: 'release' });
    expect(await record(won.operator)).toMatchObject({
      operator_id: won.operator.id,
      kyc_status: 'APPROVED',
      tasks_completed: 1,
      disputes: { won: 1, lost: 0, split: 0 },
      rating: 5,
    });
    const lost = await disputedTask(agent);
    await resolve(lost.taskId, { outcome: 'refund' });
    expect((await record(lost.operator)).disputes).toEqual({ won: 0, lost: 1, split: 0 });
  });
});

describe('Ratings', () => {
  /** A task its agent approved (COMPLETED), with its operator. */
  const completedTask = async (agent: RegisteredAgent) => {
    const task = await taskIn(agent, 'SUBMITTED');
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    return task;
  };
  const rate = (agent: RegisteredAgent, taskId: string, body: Record<string, unknown>) =>
    api('POST', `/api/v1/tasks/${taskId}/rating`, { apiKey: agent.apiKey, body });

  it("rates once: the operator's rating moves by the Bayesian mean, and the operator sees the score without the agent", async () => {
    const agent = await fundedAgent(50);
    const task = await completedTask(agent);
    const rated = await rate(agent, task.task_id, { score: 1, comment: 'Late and blurry' });
    expect(rated).toMatchObject({
      status: 201,
      body: { task_id: task.task_id, score: 1, comment: 'Late and blurry', created_at: expect.any(String) },
    });
    expect(await rate(agent, task.task_id, { score: 5 })).toMatchObject({ status: 409, body: { error: 'Task already rated' } });
    // (3 × 5 + 1) / (3 + 1) = 4.0
    expect(await record(task.operator)).toMatchObject({ rating: 4, ratings_received: 1 });
    const mine = await api('GET', '/api/v1/operator/ratings', asOperator(task.operator));
    expect(mine.body.data).toEqual([{ task_id: task.task_id, score: 1, comment: 'Late and blurry', created_at: rated.body.created_at }]);
    expect(JSON.stringify(mine.body)).not.toContain(agent.agentId);
  });

  it('stores one of two ratings raced for one task', async () => {
    const agent = await fundedAgent(50);
    const task = await completedTask(agent);
    const results = await Promise.all([rate(agent, task.task_id, { score: 2 }), rate(agent, task.task_id, { score: 4 })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await record(task.operator)).toMatchObject({ ratings_received: 1 });
  });

  it('refuses a task that is not completed or not the agent’s (404), and a score out of 1..5 (400)', async () => {
    const agent = await fundedAgent(50);
    const open = await taskIn(agent, 'IN_PROGRESS');
    expect(await rate(agent, open.task_id, { score: 3 })).toMatchObject({ status: 404, body: { error: 'Task not found or not completed' } });
    const done = await completedTask(agent);
    const stranger = await fundedAgent(0);
    expect((await rate(stranger, done.task_id, { score: 3 })).status).toBe(404);
    expect(await rate(agent, done.task_id, { score: 6 })).toMatchObject({ status: 400, body: { error: 'score must be at most 5' } });
  });
});
