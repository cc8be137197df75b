import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { platformKeys } from '../../functions/platform/table/keys';
import { api, ISO_MILLIS, type RegisteredAgent } from '../support/api';
import { type CallbackReceiver, startCallbackReceiver } from '../support/callback-receiver';
import { expectLedgerConsistent } from '../support/ledger';
import { asOperator, createTask, eventuallyStatus, fundedAgent, newOperator, operatorClaims, type TestOperator, taskIn } from '../support/tasks';

/**
 * Operators' reports and the back office's safety queue over HTTP: a report holds a task (the
 * claimant's at once, an open task's at the second operator's), staff release or refuse it, and a
 * hold nobody decides is refunded by the timer sweep. Other files share the stack, so the queue is
 * searched, not counted.
 */
const adminKey = () => ({ 'x-admin-key': inject('adminKey') });
const report = (taskId: string, operator: TestOperator, body: unknown = { reason: 'prohibited', details: 'Asks me to follow a person home.' }) =>
  api('POST', `/api/v1/operator/tasks/${taskId}/report`, asOperator(operator, body));
const agentView = async (agent: RegisteredAgent, taskId: string) => (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
const balance = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;

/** An open $10 task (escrow $11) reported by two operators: HELD. */
const heldTask = async (agent: RegisteredAgent, overrides: Record<string, unknown> = {}) => {
  const task = await createTask(agent, overrides);
  const [first, second] = [await newOperator(), await newOperator()];
  expect((await report(task.task_id, first)).status).toBe(201);
  expect((await report(task.task_id, second, { reason: 'unsafe' })).status).toBe(201);
  return { taskId: task.task_id, reporters: [first, second] };
};

/** Every page of the safety queue, walked by its cursor. */
const wholeQueue = async (limit = 2) => {
  const all: any[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: { data: any[]; next_cursor: string | null } } = await api(
      'GET',
      `/api/v1/admin/safety/held?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: adminKey() },
    );
    expect(page.status).toBe(200);
    all.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return all;
};

const receivers: CallbackReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

describe('Operators report tasks', () => {
  it('counts one report on an open task, which stays open; a second by the same operator is 409', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent);
    const operator = await newOperator();

    const before = await agentView(agent, task.task_id);
    const first = await report(task.task_id, operator);
    expect(first).toMatchObject({ status: 201, body: { report_id: expect.stringMatching(/^rep_/) } });
    // The agent learns nothing of a report that did not hold its task.
    expect(await agentView(agent, task.task_id)).toEqual(before);
    expect((await api('GET', `/api/v1/operator/tasks/${task.task_id}`, asOperator(await newOperator()))).status).toBe(200);

    const again = await report(task.task_id, operator, { reason: 'other' });
    expect(again).toMatchObject({ status: 409, body: { error: 'Already reported' } });
    expect((await agentView(agent, task.task_id)).status).toBe('PENDING');
  });

  it('validates the report strictly', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent);
    const operator = await newOperator();
    expect(await report(task.task_id, operator, {})).toMatchObject({ status: 400, body: { error: 'reason is required' } });
    expect(await report(task.task_id, operator, { reason: 'rude' })).toMatchObject({
      status: 400,
      body: { error: 'reason must be one of prohibited, unsafe, misleading, other' },
    });
    expect(await report(task.task_id, operator, { reason: 'other', details: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { error: 'details must be at most 1000 characters' },
    });
    expect(await report('tsk_nothing', operator)).toMatchObject({ status: 404, body: { error: 'Task not found' } });
    // None of those counted: the operator may still report it.
    expect((await report(task.task_id, operator)).status).toBe(201);
  });

  it('holds an open task at the second operator’s report: invisible to operators, escrow kept, the agent sees only the reason', async () => {
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent);

    const view = await agentView(agent, taskId);
    expect(view).toMatchObject({
      status: 'HELD',
      hold: { reason: expect.any(String), category: 'operator_report', held_at: expect.stringMatching(ISO_MILLIS) },
    });
    expect(JSON.stringify(view)).not.toContain('follow a person');
    expect(await balance(agent)).toMatchObject({ deposit_balance: 9, escrow_balance: 11 });

    const stranger = await newOperator();
    expect(await api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(stranger))).toMatchObject({
      status: 404,
      body: { error: 'Task not found' },
    });
    expect((await operatorClaims(taskId, stranger)).status).toBe(404);
    const open = await api('GET', '/api/v1/operator/tasks?limit=100', asOperator(stranger));
    expect(open.body.data.map((task: { task_id: string }) => task.task_id)).not.toContain(taskId);
    expect(await report(taskId, stranger)).toMatchObject({ status: 404, body: { error: 'Task not found' } });
  });

  it("ends the claimant's claim without penalty and holds the task", async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'ACCEPTED');
    const before = (await api('GET', `/api/v1/admin/operators/${task.operator.id}`, { headers: adminKey() })).body;

    const reported = await report(task.task_id, task.operator, { reason: 'misleading', details: 'The address is a private flat.' });

    expect(reported.status).toBe(201);
    const view = await agentView(agent, task.task_id);
    expect(view).toMatchObject({ status: 'HELD', operator: null, claimed_at: null, hold: { category: 'operator_report' } });
    expect(await api('GET', `/api/v1/operator/tasks/${task.task_id}`, asOperator(task.operator))).toMatchObject({ status: 404 });
    const work = await api('GET', '/api/v1/operator/work', asOperator(task.operator));
    expect(work.body.data.map((t: { task_id: string }) => t.task_id)).not.toContain(task.task_id);
    // Nothing counted against them: the same record, and their claim slot is free for other work.
    expect((await api('GET', `/api/v1/admin/operators/${task.operator.id}`, { headers: adminKey() })).body).toEqual(before);
    const next = await createTask(agent, { reward_usd: 5 });
    expect((await operatorClaims(next.task_id, task.operator)).status).toBe(200);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('refuses a report on work already submitted, and on another operator’s claim', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'SUBMITTED');
    expect(await report(task.task_id, task.operator)).toMatchObject({ status: 404, body: { error: 'Task not found or no longer open' } });
    const claimed = await taskIn(agent, 'ACCEPTED', { reward_usd: 5 });
    expect(await report(claimed.task_id, await newOperator())).toMatchObject({ status: 404, body: { error: 'Task not found' } });
  });

  it('holds exactly once when several operators report an open task at the same moment', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent);
    const operators = await Promise.all(Array.from({ length: 6 }, () => newOperator()));

    const answers = await Promise.all(operators.map((operator) => report(task.task_id, operator)));

    // Every report either counted (201), or lost to the hold another made (the task no longer open).
    for (const answer of answers) expect([201, 404]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(2);
    expect((await agentView(agent, task.task_id)).status).toBe('HELD');
    // One move into HELD: one status-change event (the outbox), whoever's report made it.
    const { Items = [] } = await ddb.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :event)',
        ExpressionAttributeValues: { ':pk': tasksKeys.task(task.task_id).pk, ':event': tasksKeys.taskEventPrefix },
      }),
    );
    expect(Items.map((event) => [event.previous_status, event.status, event.trigger])).toEqual([['PENDING', 'HELD', 'report_open']]);
    const [queued] = (await wholeQueue(100)).filter((held) => held.task_id === task.task_id);
    expect(queued.reports).toHaveLength(answers.filter((answer) => answer.status === 201).length);
    expect(await balance(agent)).toMatchObject({ deposit_balance: 9, escrow_balance: 11 });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});

describe('The safety queue', () => {
  it("keeps the agent's acceptable use record for staff: refused requests, holds (screening's and reports'), reports, held now", async () => {
    const agent = await fundedAgent(50);
    const refused = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { title: 'Reviews', description: 'Write 20 five-star reviews for my restaurant', reward_usd: 5, proof_requirements: ['links'] },
    });
    expect(refused.status).toBe(422);
    const doubted = await createTask(agent, {
      title: 'Observation',
      description: 'Discreetly observe the entrance of the office and count who goes in',
    });
    expect((await agentView(agent, doubted.task_id)).status).toBe('HELD');
    await heldTask(agent);
    const { body } = await api('GET', `/api/v1/admin/agents/${agent.agentId}`, { headers: adminKey() });
    expect(body.safety).toEqual({
      refusals: 1,
      holds: 2,
      reports: 2,
      held_now: 2,
      last_refusal: { category: 'fraud', at: expect.stringMatching(ISO_MILLIS) },
    });
  });

  it('lists HELD tasks oldest hold first, with the reports staff need', async () => {
    const agent = await fundedAgent(40);
    const older = await heldTask(agent, { title: 'Older held task' });
    const newer = await heldTask(agent, { title: 'Newer held task' });

    const queue = await wholeQueue();
    const ours = queue.filter((held) => [older.taskId, newer.taskId].includes(held.task_id));

    expect(ours.map((held) => held.task_id)).toEqual([older.taskId, newer.taskId]);
    const heldAts = queue.map((held) => held.hold.held_at);
    expect(heldAts).toEqual([...heldAts].sort());
    expect(ours[0]).toEqual({
      task_id: older.taskId,
      title: 'Older held task',
      agent_id: agent.agentId,
      task_type: 'VERIFICATION',
      purpose: null,
      hold: { reason: expect.any(String), category: 'operator_report', held_at: expect.stringMatching(ISO_MILLIS) },
      reports: [
        {
          report_id: expect.stringMatching(/^rep_/),
          operator_id: older.reporters[0]!.id,
          reason: 'prohibited',
          details: 'Asks me to follow a person home.',
          reported_at: expect.stringMatching(ISO_MILLIS),
        },
        {
          report_id: expect.stringMatching(/^rep_/),
          operator_id: older.reporters[1]!.id,
          reason: 'unsafe',
          details: null,
          reported_at: expect.any(String),
        },
      ],
    });
    expect((await api('GET', '/api/v1/admin/safety/held?cursor=nonsense', { headers: adminKey() })).status).toBe(400);
    expect((await api('GET', '/api/v1/admin/safety/held', { headers: { 'x-admin-key': 'wrong' } })).status).toBe(401);
  });

  it('releases a HELD task to operators, escrow as it was, audited', async () => {
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent);

    const released = await api('POST', `/api/v1/admin/tasks/${taskId}/release`, { headers: adminKey() });

    expect(released).toMatchObject({ status: 200, body: { task_id: taskId, status: 'PENDING', refunded_usd: null } });
    expect(await balance(agent)).toMatchObject({ deposit_balance: 9, escrow_balance: 11 });
    expect((await wholeQueue(100)).map((held) => held.task_id)).not.toContain(taskId);
    const operator = await newOperator();
    expect((await api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(operator))).status).toBe(200);
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    const again = await api('POST', `/api/v1/admin/tasks/${taskId}/release`, { headers: adminKey() });
    expect(again).toMatchObject({ status: 404, body: { error: 'Task not found or not held' } });
    const audit = (await api('GET', '/api/v1/admin/audit?limit=100', { headers: adminKey() })).body.data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'hold_release', target: taskId, actor: 'admin-key' }));
  });

  it('refuses a HELD task: CANCELLED with the whole escrow (reward and fee) back, audited with the reason', async () => {
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent);

    expect(await api('POST', `/api/v1/admin/tasks/${taskId}/refuse`, { headers: adminKey(), body: {} })).toMatchObject({
      status: 400,
      body: { error: 'reason is required' },
    });
    const refused = await api('POST', `/api/v1/admin/tasks/${taskId}/refuse`, {
      headers: adminKey(),
      body: { reason: 'Surveillance of a private person' },
    });

    expect(refused).toMatchObject({ status: 200, body: { task_id: taskId, status: 'CANCELLED', refunded_usd: 11 } });
    expect(await balance(agent)).toEqual({ deposit_balance: 20, escrow_balance: 0, currency: 'USD' });
    expect(await agentView(agent, taskId)).toMatchObject({ status: 'CANCELLED', refunded_usd: 11, cancelled_at: expect.stringMatching(ISO_MILLIS) });
    const audit = (await api('GET', '/api/v1/admin/audit?limit=100', { headers: adminKey() })).body.data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'hold_refusal', target: taskId, detail: 'refused: Surveillance of a private person' }),
    );
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('cancels and refunds a hold nobody decided within SAFETY_HOLD_HOURS', async () => {
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent);
    // Age the hold past SAFETY_HOLD_HOURS (24 by default): its timer entry becomes due for the sweep.
    const longAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const view = await agentView(agent, taskId);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.task(taskId),
        UpdateExpression: 'SET #hold = :hold, gsi3sk = :due',
        ExpressionAttributeNames: { '#hold': 'hold' },
        ExpressionAttributeValues: { ':hold': { ...view.hold, held_at: longAgo }, ':due': platformKeys.timer(longAgo, taskId).gsi3sk },
      }),
    );

    const cancelled = await eventuallyStatus(agent, taskId, 'CANCELLED');

    expect(cancelled).toMatchObject({ refunded_usd: 11, cancelled_at: expect.stringMatching(ISO_MILLIS) });
    expect(await balance(agent)).toEqual({ deposit_balance: 20, escrow_balance: 0, currency: 'USD' });
    expect((await wholeQueue(100)).map((held) => held.task_id)).not.toContain(taskId);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('cancels a suspended agent’s HELD task with the whole escrow refunded', async () => {
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent);

    const suspended = await api('POST', `/api/v1/admin/agents/${agent.agentId}/suspend`, {
      headers: adminKey(),
      body: { reason: 'Posted surveillance work' },
    });

    expect(suspended.status).toBe(200);
    expect(await agentView(agent, taskId)).toMatchObject({ status: 'CANCELLED', refunded_usd: 11 });
    expect(await balance(agent)).toEqual({ deposit_balance: 20, escrow_balance: 0, currency: 'USD' });
    expect((await wholeQueue(100)).map((held) => held.task_id)).not.toContain(taskId);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('sends the task’s callbacks for HELD and for what staff decide, as for any status', async () => {
    const hook = await startCallbackReceiver();
    receivers.push(hook);
    const agent = await fundedAgent(20);
    const { taskId } = await heldTask(agent, { callback_url: hook.url, callback_secret: 'receiver-secret-held' });
    await api('POST', `/api/v1/admin/tasks/${taskId}/release`, { headers: adminKey() });

    await expect
      .poll(() => hook.requests.map((request) => JSON.parse(request.body)).map((body) => [body.status, body.previous_status]), { timeout: 20_000 })
      .toEqual([
        ['HELD', 'PENDING'],
        ['PENDING', 'HELD'],
      ]);
    const first = JSON.parse(hook.requests[0]!.body);
    expect(first).toMatchObject({ event: 'task.status_changed', task_id: taskId, status: 'HELD' });
  });
});
