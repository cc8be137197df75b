import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { LOCAL_CALLBACK_DLQ_PATH } from '../../local/stack';
import { api, ISO_MILLIS, type RegisteredAgent, registerAgent } from '../support/api';
import { type CallbackReceiver, startCallbackReceiver } from '../support/callback-receiver';
import { verifyCallback } from '../support/callback-signatures';
import { expectStoredAndLoggedNowhere, handlerLogRecords } from '../support/secrets';
import { TEST_STACK_ENV } from '../support/stack-env';
import {
  CONVINCING_PROOF,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
} from '../support/tasks';

const SECRET = 'receiver-secret-3f9c2a';
const MAX_ATTEMPTS = Number(TEST_STACK_ENV.CALLBACK_MAX_ATTEMPTS);
const receivers: CallbackReceiver[] = [];

const receiver = async (...args: Parameters<typeof startCallbackReceiver>) => {
  const started = await startCallbackReceiver(...args);
  receivers.push(started);
  return started;
};

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const deliveryLog = async (agent: RegisteredAgent, taskId: string) => api('GET', `/api/v1/tasks/${taskId}/callbacks`, { apiKey: agent.apiKey });

/** Polls the delivery log until `done` holds for it. */
const eventuallyLog = async (agent: RegisteredAgent, taskId: string, done: (entries: any[]) => boolean, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  let entries: any[] = [];
  while (Date.now() < until) {
    entries = (await deliveryLog(agent, taskId)).body.data;
    if (done(entries)) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`delivery log never settled: ${JSON.stringify(entries)}`);
};

const statuses = (r: CallbackReceiver) => r.requests.map((request) => JSON.parse(request.body).status);

describe('Signed callbacks', () => {
  it('delivers a whole lifecycle in order, each signed by both schemes, and logs every delivery', async () => {
    const hook = await receiver();
    const agent = await fundedAgent(50);
    const task = await createTask(agent, { callback_url: hook.url, callback_secret: SECRET });
    const operator = await newOperator();
    await operatorClaims(task.task_id, operator);
    await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
    await operatorStarts(task.task_id, operator);
    await operatorSubmits(task.task_id, operator, CONVINCING_PROOF);
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');

    await hook.waitFor(6);
    expect(statuses(hook)).toEqual(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED', 'COMPLETED']);
    const standard = new Webhook(Buffer.from(SECRET, 'utf8').toString('base64'));
    let previous = 'PENDING';
    for (const request of hook.requests) {
      const body = JSON.parse(request.body);
      expect(Object.keys(body)).toEqual(['event', 'task_id', 'status', 'previous_status', 'timestamp']);
      expect(body).toMatchObject({ event: 'task.status_changed', task_id: task.task_id, previous_status: previous });
      expect(body.timestamp).toMatch(ISO_MILLIS);
      previous = body.status;
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-timestamp']).toBe(body.timestamp);
      expect(request.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
      expect(verifyCallback(SECRET, { body: request.body, headers: request.headers })).toBe(true);
      expect(verifyCallback('another-secret', { body: request.body, headers: request.headers })).toBe(false);
      // An independent implementation of Standard Webhooks accepts the same request.
      expect(standard.verify(request.body, request.headers)).toEqual(body);
    }
    expect(new Set(hook.requests.map((r) => r.headers['webhook-id'])).size).toBe(6);

    const log = await eventuallyLog(agent, task.task_id, (entries) => entries.every((e) => e.delivery_status === 'DELIVERED'));
    expect(log).toHaveLength(6);
    expect(log[0]).toEqual({
      event_id: hook.requests[0]!.headers['webhook-id'],
      event: 'task.status_changed',
      status: 'ESTIMATE_PENDING',
      previous_status: 'PENDING',
      timestamp: expect.stringMatching(ISO_MILLIS),
      delivery_status: 'DELIVERED',
      attempts: 1,
      last_attempt_at: expect.stringMatching(ISO_MILLIS),
      last_response_code: 200,
      last_error: null,
      next_attempt_at: null,
      delivered_at: expect.stringMatching(ISO_MILLIS),
      failed_at: null,
    });
  });

  it('retries a failing receiver with backoff until it answers, and holds later events back meanwhile', async () => {
    const hook = await receiver((n) => ({ status: n <= 3 ? 503 : 200 }));
    const agent = await fundedAgent(50);
    const task = await createTask(agent, { callback_url: hook.url, callback_secret: SECRET });
    await operatorClaims(task.task_id, await newOperator());
    // The second event is committed while the first is still failing.
    await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });

    await hook.waitFor(5);
    expect(statuses(hook)).toEqual(['ESTIMATE_PENDING', 'ESTIMATE_PENDING', 'ESTIMATE_PENDING', 'ESTIMATE_PENDING', 'ACCEPTED']);
    expect(new Set(hook.requests.slice(0, 4).map((r) => r.headers['webhook-id'])).size).toBe(1);
    const gaps = hook.requests.slice(1, 4).map((r, i) => r.receivedAt - hook.requests[i]!.receivedAt);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(90); // at least half the 200 ms base delay

    const log = await eventuallyLog(
      agent,
      task.task_id,
      (entries) => entries.length === 2 && entries.every((e) => e.delivery_status === 'DELIVERED'),
    );
    expect(log[0]).toMatchObject({ status: 'ESTIMATE_PENDING', attempts: 4, last_response_code: 200, last_error: null });
    expect(log[1]).toMatchObject({ status: 'ACCEPTED', attempts: 1 });
    // Each failed attempt is logged, never with the secret. (Which function the line names is
    // pinned by test/unit/functions/platform/logging/log-context.test.ts: here every function shares one process and logger.)
    const retries = handlerLogRecords().filter((record) => record.message === 'Callback not delivered; retrying' && record.taskId === task.task_id);
    expect(retries.map((record) => record.attempt)).toEqual([1, 2, 3]);
    for (const record of retries) expect(record).toMatchObject({ level: 'WARN', function_request_id: expect.any(String) });
    await expectStoredAndLoggedNowhere(SECRET);
  });

  it('gives up on a receiver that never answers: the log says FAILED and the event waits in the dead-letter queue', async () => {
    const hook = await receiver(() => 'hang');
    const agent = await fundedAgent(50);
    const task = await createTask(agent, { callback_url: hook.url, callback_secret: SECRET });
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    const [entry] = await eventuallyLog(agent, task.task_id, (entries) => entries[0]?.delivery_status === 'FAILED', 60_000);
    expect(entry).toMatchObject({
      status: 'CANCELLED',
      attempts: MAX_ATTEMPTS,
      last_response_code: null,
      last_error: expect.stringContaining('No answer within'),
      next_attempt_at: null,
      delivered_at: null,
      failed_at: expect.stringMatching(ISO_MILLIS),
    });
    expect(hook.requests).toHaveLength(MAX_ATTEMPTS);
    const deadLetters = async () => (await (await fetch(`${inject('baseUrl')}${LOCAL_CALLBACK_DLQ_PATH}`)).json()) as { messages: any[] };
    const until = Date.now() + 10_000;
    let parked: any[] = [];
    while (Date.now() < until) {
      parked = (await deadLetters()).messages.filter((m) => m.groupId === `TASK#${task.task_id}`);
      if (parked.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(parked).toHaveLength(1);
    expect(JSON.parse(parked[0]!.body).dynamodb.NewImage.status.S).toBe('CANCELLED');
  }, 90_000);

  it('does not follow a redirect, to a private address or anywhere else', async () => {
    const inside = await receiver();
    const hook = await receiver(() => ({ status: 302, headers: { location: 'https://127.0.0.1:1/latest/meta-data' } }));
    const agent = await fundedAgent(50);
    const task = await createTask(agent, { callback_url: hook.url, callback_secret: SECRET });
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    const [entry] = await eventuallyLog(agent, task.task_id, (entries) => entries[0]?.attempts >= 2);
    expect(entry).toMatchObject({ delivery_status: 'PENDING', last_response_code: 302, last_error: 'Redirect (302) not followed' });
    expect(inside.requests).toHaveLength(0);
  });

  it.each(['https://127.0.0.1:{port}/hook', 'https://[::ffff:127.0.0.1]:{port}/hook', 'https://[::ffff:7f00:1]:{port}/hook'])(
    'checks the address again at delivery: %s, set after creation, is refused and never called',
    async (template) => {
      const inside = await receiver();
      const agent = await fundedAgent(50);
      const task = await createTask(agent, { callback_url: 'https://hooks.example.com/x', callback_secret: SECRET });
      // As if the host had been re-pointed (DNS rebinding) after the creation-time check.
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: tasksKeys.taskContent(task.task_id),
          UpdateExpression: 'SET callback_url = :url',
          ExpressionAttributeValues: { ':url': template.replace('{port}', new URL(inside.url).port) },
        }),
      );
      await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

      const [entry] = await eventuallyLog(agent, task.task_id, (entries) => entries[0]?.attempts >= 2);
      expect(entry).toMatchObject({
        last_response_code: null,
        last_error: 'callback_url must not point to a private, loopback or link-local address',
      });
      expect(inside.requests).toHaveLength(0);
    },
  );

  it('signs the callbacks of a task without a secret with the agent default secret, which it reveals once', async () => {
    const hook = await receiver();
    const agent = await fundedAgent(50);
    const task = await createTask(agent, { callback_url: hook.url });
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });
    const [request] = await hook.waitFor(1);

    const revealed = await api('POST', '/api/v1/agents/callback-secret', { apiKey: agent.apiKey });
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ callback_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), created_at: expect.stringMatching(ISO_MILLIS) });
    expect(verifyCallback(revealed.body.callback_secret, { body: request!.body, headers: request!.headers })).toBe(true);
    const again = await api('POST', '/api/v1/agents/callback-secret', { apiKey: agent.apiKey });
    expect(again).toMatchObject({ status: 409, body: { error: 'Callback secret already revealed' } });
  });

  it('sends nothing for a task without a callback_url, and its log is empty', async () => {
    const agent = await fundedAgent(50);
    const task = await createTask(agent);
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });
    const { status, body } = await deliveryLog(agent, task.task_id);
    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, callback_url: null, data: [] });
  });

  it('fires for sandbox tasks too, as they run by themselves', async () => {
    const hook = await receiver();
    const agent = await registerAgent();
    const task = await createTask(agent, { reward_usd: 5, callback_url: hook.url, callback_secret: SECRET });
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    await hook.waitFor(6);
    expect(statuses(hook).at(-1)).toBe('COMPLETED');
  });

  it('shows the log only to the task’s agent', async () => {
    const agent = await fundedAgent(50);
    const task = await createTask(agent);
    const other = await registerAgent();
    expect(await deliveryLog(other, task.task_id)).toMatchObject({ status: 404, body: { error: 'Task not found' } });
  });

  it('keeps the callback secret out of every response and stores it only sealed', async () => {
    const agent = await fundedAgent(50);
    const secret = `plain-secret-${Date.now()}`;
    const task = await createTask(agent, { callback_url: 'https://hooks.example.com/x', callback_secret: secret });
    const responses = [
      await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey }),
      await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey }),
      await deliveryLog(agent, task.task_id),
    ];
    for (const response of responses) expect(JSON.stringify(response.body)).not.toContain(secret);
    await expectStoredAndLoggedNowhere(secret);
    const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: tasksKeys.taskContent(task.task_id) }));
    expect(Item?.callback_secret_sealed).toMatch(/^local:/);
  });
});
