import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { platformKeys } from '../../functions/platform/table/keys';
import { api, type RegisteredAgent } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  taskBody,
  taskIn,
  uniquePhoto,
  uploadPhoto,
} from '../support/tasks';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const create = (agent: RegisteredAgent, overrides: Record<string, unknown>) =>
  api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(overrides) });
/** A place of this run alone, so no other test's tasks or completions land near it. */
const uniquePlace = () => ({ lat: -40 + Math.random() * 20, lng: -140 + Math.random() * 20 });

describe('claim_within_minutes: the claim deadline', () => {
  it('takes CLAIM_WITHIN_MIN_MINUTES (5) to 10080 minutes, fractional too, and refuses anything outside with 400', async () => {
    const agent = await fundedAgent(50);
    const created = await create(agent, { claim_within_minutes: 7.5 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { body } = await api('GET', `/api/v1/tasks/${created.body.task_id}`, { apiKey: agent.apiKey });
    expect(Date.parse(body.claim_by) - Date.parse(body.created_at)).toBe(7.5 * 60_000);
    expect(body).toMatchObject({ cancel_reason: null, window: null });
    expect(await create(agent, { claim_within_minutes: 4.99 })).toMatchObject({
      status: 400,
      body: { error: 'claim_within_minutes must be from 5 to 10080' },
    });
  });

  it('cancels a task nobody claimed by then, refunds the whole escrow, says unclaimed and calls back', async () => {
    const receiver = await startCallbackReceiver();
    try {
      const agent = await fundedAgent(20);
      const task = await createTask(agent, { claim_within_minutes: 5, callback_url: receiver.url });
      // Bring the claim deadline forward instead of waiting 5 minutes: the sweep reads it from the timer index.
      const past = new Date(Date.now() - 1000).toISOString();
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: tasksKeys.task(task.task_id),
          UpdateExpression: 'SET claim_by = :past, gsi3sk = :due',
          ExpressionAttributeValues: { ':past': past, ':due': platformKeys.timer(past, task.task_id).gsi3sk },
        }),
      );

      const cancelled = await eventuallyStatus(agent, task.task_id, 'CANCELLED');

      expect(cancelled).toMatchObject({ cancel_reason: 'unclaimed', refunded_usd: 11, cancelled_at: expect.any(String) });
      expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body).toMatchObject({ deposit_balance: 20, escrow_balance: 0 });
      const [callback] = await receiver.waitFor(1);
      expect(JSON.parse(callback!.body)).toMatchObject({
        event: 'task.status_changed',
        task_id: task.task_id,
        status: 'CANCELLED',
        previous_status: 'PENDING',
      });
      await expectLedgerConsistent({ agentIds: [agent.agentId] });
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('leaves cancel_reason null on an agent’s own cancel', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent, { claim_within_minutes: 5 });
    expect((await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: null,
    });
  });

  it('is quoted: claim_within says whether operators nearby usually claim that fast (null with nothing to tell)', async () => {
    const agent = await fundedAgent(50);
    const here = uniquePlace();
    const quote = (body: Record<string, unknown>) =>
      api('POST', '/api/v1/tasks/quote', { apiKey: agent.apiKey, body: taskBody({ location: here, ...body }) });
    expect((await quote({})).body.claim_within).toBeNull();
    expect((await quote({ claim_within_minutes: 30 })).body).toMatchObject({
      coverage: { median_claim_minutes: null },
      claim_within: { minutes: 30, usually_met: null },
    });
    // One task there claimed at once and completed: the median claim is 0 minutes.
    const task = await taskIn(agent, 'SUBMITTED', { location: here });
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    expect((await quote({ claim_within_minutes: 5 })).body).toMatchObject({
      coverage: { median_claim_minutes: 0 },
      claim_within: { minutes: 5, usually_met: true },
    });
    expect((await quote({ claim_within_minutes: 4 })).status).toBe(400);
  }, 60_000);
});

describe('window: when the work may happen', () => {
  it('is kept in UTC and shown to the agent and to operators; 400 when it ends after the deadline', async () => {
    const agent = await fundedAgent(50);
    const deadline = at(24 * HOUR);
    const created = await create(agent, { deadline, window: { not_before: '2030-01-01T09:00:00+01:00', not_after: '2030-01-01T11:00:00+01:00' } });
    expect(created).toMatchObject({ status: 400, body: { error: 'window.not_after must be at most the deadline' } });
    const notBefore = new Date(Date.parse(at(2 * HOUR))).toISOString();
    const notAfter = new Date(Date.parse(at(3 * HOUR))).toISOString();
    // Given with an offset, kept as the instant in UTC.
    const offset = (iso: string) =>
      new Date(Date.parse(iso) + 2 * HOUR)
        .toISOString()
        .replace('Z', '+02:00')
        .replace(/\.\d{3}/, '');
    const task = await createTask(agent, { deadline, window: { not_before: offset(notBefore), not_after: notAfter } });
    const window = { not_before: new Date(Date.parse(offset(notBefore))).toISOString(), not_after: notAfter };
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.window).toEqual(window);
    const operator = await newOperator();
    expect((await api('GET', `/api/v1/operator/tasks/${task.task_id}`, asOperator(operator))).body.window).toEqual(window);
  });

  it('refuses a start before not_before: 409 Work window opens at <time>', async () => {
    const agent = await fundedAgent(50);
    const opens = at(HOUR);
    const task = await taskIn(agent, 'ACCEPTED', { window: { not_before: opens } });
    const started = await operatorStarts(task.task_id, task.operator);
    expect(started).toMatchObject({ status: 409, body: { error: `Work window opens at ${new Date(opens).toISOString()}` } });
    expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.status).toBe('ACCEPTED');
    // A window that has opened lets the start through.
    const open = await taskIn(agent, 'ACCEPTED', { window: { not_before: at(-HOUR) } });
    expect((await operatorStarts(open.task_id, open.operator)).status).toBe(200);
  });

  it('fails in_window for a photo taken outside the window: the proof waits in MANUAL_REVIEW', async () => {
    const agent = await fundedAgent(50);
    const berlin = { lat: 52.52, lng: 13.405 };
    // A window that closes two seconds after creation: the operator may still start and submit after it, with a photo taken then.
    const notAfter = at(2_000);
    const task = await createTask(agent, { location: berlin, window: { not_before: at(-2 * HOUR), not_after: notAfter } });
    const operator = await newOperator();
    await operatorClaims(task.task_id, operator);
    await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
    expect((await operatorStarts(task.task_id, operator)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(notAfter) + 1_000 - Date.now())));
    const photo = await uploadPhoto(task.task_id, operator, await uniquePhoto({ takenAt: new Date(), gps: berlin }));
    await api(
      'POST',
      `/api/v1/operator/tasks/${task.task_id}/submit`,
      asOperator(operator, { photos: [photo.photo_id], notes: 'Door photographed.' }),
    );

    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    const failed = review.guardian_result.checks.filter((check: { passed: boolean }) => !check.passed);
    expect(failed).toEqual([expect.objectContaining({ check: 'in_window', detail: expect.stringContaining('outside the work window') })]);
    expect(review.guardian_result.reasoning).toContain('in_window');
  }, 60_000);
});
