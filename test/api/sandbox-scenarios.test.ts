import { afterAll, describe, expect, it } from 'vitest';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { eventuallyStatus, fundedAgent, taskBody } from '../support/tasks';

const receivers: Awaited<ReturnType<typeof startCallbackReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

/**
 * A sandbox task playing `scenario`, whose callbacks reach a receiver of its own; `overrides` is
 * read right before the task is posted (a deadline counts from then, however long the set-up took).
 */
const sandboxTask = async (scenario: string | undefined, overrides: () => Record<string, unknown> = () => ({})) => {
  const agent = await registerAgent();
  const receiver = await startCallbackReceiver();
  receivers.push(receiver);
  const body = taskBody({ callback_url: receiver.url, ...(scenario ? { sandbox_scenario: scenario } : {}), ...overrides() });
  const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  /** The statuses the agent's callbacks announced, in order. */
  const announced = () => receiver.requests.map((request) => JSON.parse(request.body).status as string);
  return { agent, taskId: created.body.task_id as string, receiver, announced };
};

const view = async (agent: RegisteredAgent, taskId: string) => (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;

// Each scenario plays its own agent's task to its own receiver: they wait out their runs side by side.
describe.concurrent('Sandbox scenarios', () => {
  it('complete (the default): claimed, approved, worked, approved by the Guardian, COMPLETED, each move a callback', async () => {
    const { agent, taskId, receiver, announced } = await sandboxTask(undefined);
    const done = await eventuallyStatus(agent, taskId, 'COMPLETED', 30_000);
    expect(done.sandbox_scenario).toBe('complete');
    await receiver.waitFor(6);
    expect(announced()).toEqual(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED', 'COMPLETED']);
  }, 60_000);

  it('manual_review: the photos fail the capture-time check, the task waits in MANUAL_REVIEW, and the agent’s verify decides', async () => {
    const { agent, taskId, receiver, announced } = await sandboxTask('manual_review');
    const waiting = await eventuallyStatus(agent, taskId, 'MANUAL_REVIEW', 30_000);
    expect(waiting.sandbox_scenario).toBe('manual_review');
    expect(waiting.guardian_result.checks.filter((check: any) => !check.passed).map((check: any) => check.check)).toContain('capture_time');
    await receiver.waitFor(5);
    expect(announced()).toEqual(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'MANUAL_REVIEW']);

    const verified = await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    expect(verified.status).toBe(200);
    await eventuallyStatus(agent, taskId, 'COMPLETED');
  }, 60_000);

  it('operator_withdraws: claimed, then withdrawn back to PENDING, where it stays', async () => {
    const { agent, taskId, receiver, announced } = await sandboxTask('operator_withdraws');
    await receiver.waitFor(2, 30_000);
    expect(announced()).toEqual(['ESTIMATE_PENDING', 'PENDING']);
    // Longer than the rest of a run (two more steps) and than the local stall delay: nothing resumes it.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await view(agent, taskId)).toMatchObject({ status: 'PENDING', operator: null });
    expect(announced()).toEqual(['ESTIMATE_PENDING', 'PENDING']);
  }, 60_000);

  it('expire: never claimed, and cancelled at its deadline', async () => {
    let deadline = '';
    const { agent, taskId, receiver, announced } = await sandboxTask('expire', () => ({
      deadline: (deadline = new Date(Date.now() + 6_000).toISOString()),
    }));
    // Until 2 s before the deadline.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(deadline) - 2_000 - Date.now()));
    expect((await view(agent, taskId)).status).toBe('PENDING');
    await eventuallyStatus(agent, taskId, 'CANCELLED', 20_000);
    await receiver.waitFor(1);
    expect(announced()).toEqual(['CANCELLED']);
  }, 60_000);

  it('refuses a scenario on a real task, and an unknown scenario', async () => {
    const real = await fundedAgent(50);
    const refused = await api('POST', '/api/v1/tasks', { apiKey: real.apiKey, body: taskBody({ sandbox_scenario: 'complete' }) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'sandbox_scenario is only for sandbox tasks' } });
    const { apiKey } = await registerAgent();
    const unknown = await api('POST', '/api/v1/tasks', { apiKey, body: taskBody({ sandbox_scenario: 'explode' }) });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'sandbox_scenario must be one of complete, manual_review, operator_withdraws, expire' },
    });
    // Nothing was held for the refused real task.
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: real.apiKey })).body).toMatchObject({ escrow_balance: 0 });
  }, 60_000);
});
