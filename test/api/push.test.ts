import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR } from '../../functions/contexts/delivery/push/domain/push';
import { pushKeys } from '../../functions/contexts/delivery/push/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { api, type RegisteredAgent } from '../support/api';
import { type Device, type PushReceiver, startPushReceiver } from '../support/push-receiver';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims, type TestOperator, taskBody } from '../support/tasks';

// Places of their own, so the tasks other test files open never land here.
const here = { lat: -33.4489, lng: -70.6693 };
const farAway = { lat: -23.5505, lng: -46.6333 };
/** A point `km` north of `from`. */
const north = (from: { lat: number; lng: number }, km: number) => ({ lat: from.lat + km / 111.195, lng: from.lng });

const KEY = '/api/v1/operator/push/key';
const SUBSCRIPTIONS = '/api/v1/operator/push/subscriptions';

const subscribe = (operator: TestOperator, device: Device, near?: Record<string, number>) =>
  api('POST', SUBSCRIPTIONS, asOperator(operator, { ...device.subscription, ...(near ? { near } : {}) }));

describe('Web Push for operators', () => {
  let receiver: PushReceiver;
  let agent: RegisteredAgent;
  let operator: TestOperator;
  let publicKey: string;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    agent = await fundedAgent(100, 'STANDARD');
    operator = await newOperator();
  }, 60_000);

  afterAll(() => receiver.close());

  it('answers the VAPID public key to an operator, and nothing to anyone else', async () => {
    const { status, body } = await api('GET', KEY, asOperator(operator));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    publicKey = body.public_key;
    expect((await api('GET', KEY)).status).toBe(401);
  });

  it('validates a subscription: an https endpoint by the callback URL rules, keys of the right form, an area within limits', async () => {
    const device = receiver.device('validated');
    const bad: [string, Record<string, unknown>][] = [
      ['plain http', { ...device.subscription, endpoint: 'http://localhost/push/x' }],
      ['a private address', { ...device.subscription, endpoint: 'https://10.0.0.8/push/x' }],
      ['a port on a public host', { ...device.subscription, endpoint: 'https://push.example.com:8443/x' }],
      ['not a URL', { ...device.subscription, endpoint: 'push service' }],
      ['no keys', { endpoint: device.subscription.endpoint }],
      ['a short key', { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'BAAA' } }],
      ['a key off the curve', { ...device.subscription, keys: { ...device.subscription.keys, p256dh: `B${'A'.repeat(86)}` } }],
      ['an auth secret not base64url', { ...device.subscription, keys: { ...device.subscription.keys, auth: '!'.repeat(22) } }],
      ['a radius over 200 km', { ...device.subscription, near: { ...here, radius_km: 201 } }],
      ['a latitude past the pole', { ...device.subscription, near: { lat: 91, lng: 0 } }],
    ];
    for (const [what, body] of bad) {
      const response = await api('POST', SUBSCRIPTIONS, asOperator(operator, body));
      expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(typeof response.body.error, what).toBe('string');
    }
    expect((await api('POST', SUBSCRIPTIONS, { body: device.subscription })).status).toBe(401);
  });

  it("deletes the operator's own subscription, and answers someone else's id as not found", async () => {
    const created = await subscribe(operator, receiver.device('to-delete'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.subscription_id).toMatch(/^push_[0-9a-f]{32}$/);
    const path = `${SUBSCRIPTIONS}/${created.body.subscription_id}`;
    const stranger = await newOperator('Stan Stranger');
    expect(await api('DELETE', path, asOperator(stranger))).toMatchObject({ status: 404, body: { error: 'Push subscription not found' } });
    expect(await api('DELETE', path, asOperator(operator))).toMatchObject({
      status: 200,
      body: { subscription_id: created.body.subscription_id, deleted: true },
    });
    expect(await api('DELETE', path, asOperator(operator))).toMatchObject({ status: 404, body: { error: 'Push subscription not found' } });
  });

  it(`holds an operator to ${MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR} subscriptions`, async () => {
    const busy = await newOperator('Bea Busy');
    for (let index = 0; index < MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR; index++) {
      expect((await subscribe(busy, receiver.device(`busy-${index}`))).status).toBe(201);
    }
    expect(await subscribe(busy, receiver.device('busy-one-more'))).toMatchObject({
      status: 422,
      body: { error: `Too many push subscriptions: at most ${MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR} per operator` },
    });
  });

  it('announces a new task to the devices whose area holds it, encrypted and VAPID-signed, and not to one far away', async () => {
    const nearDevice = receiver.device('near');
    const farDevice = receiver.device('far');
    expect((await subscribe(operator, nearDevice, { ...here, radius_km: 10 })).status).toBe(201);
    const farOperator = await newOperator('Fay Far');
    expect((await subscribe(farOperator, farDevice, { ...farAway, radius_km: 10 })).status).toBe(201);

    const nearTask = await createTask(agent, { reward_usd: 1, title: 'Photograph the fountain', location: north(here, 3) });
    // Then one by the far device: once it hears of that one, it would have heard of the first.
    const farTask = await createTask(agent, { reward_usd: 1, title: 'Check the kiosk', location: north(farAway, 2) });
    await receiver.waitFor((received) => received.some((push) => push.device === 'far'));
    await receiver.waitFor((received) => received.some((push) => push.device === 'near'));

    const toNear = receiver.received.filter((push) => push.device === 'near');
    expect(toNear.map((push) => push.payload)).toEqual([
      { title: 'New task near you', body: 'Photograph the fountain (3.0 km)', url: `/#/tasks/${nearTask.task_id}` },
    ]);
    expect(receiver.received.filter((push) => push.device === 'far').map((push) => push.payload.url)).toEqual([`/#/tasks/${farTask.task_id}`]);
    const [push] = toNear;
    expect(push!.vapidKey).toBe(publicKey);
    expect(push!.claims.aud).toBe(new URL(nearDevice.subscription.endpoint).origin);
    expect(push!.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push!.headers.ttl).toBe('86400');
    expect(receiver.rejected).toEqual([]);
  });

  it('announces a batch of located seats once, not once per seat', async () => {
    const lima = { lat: -12.0464, lng: -77.0428 };
    const watcher = await newOperator('Bea Batch');
    expect((await subscribe(watcher, receiver.device('batch-watcher'), { ...lima, radius_km: 10 })).status).toBe(201);
    const batch = await api('POST', '/api/v1/batches', {
      apiKey: agent.apiKey,
      body: { task: taskBody({ reward_usd: 1, title: 'Count the queue', location: north(lima, 2) }), seats: 4 },
    });
    expect(batch.status).toBe(201);
    // Then a single task there: once the device has heard of it and of the batch, it would have heard of every seat.
    // The two announcements go out independently, so either may arrive first.
    const single = await createTask(agent, { reward_usd: 1, title: 'Check the bakery', location: north(lima, 1) });
    const toWatcher = () => receiver.received.filter((push) => push.device === 'batch-watcher');
    await receiver.waitFor(
      (received) =>
        received.some((push) => push.payload.url === `/#/tasks/${single.task_id}`) &&
        toWatcher().some((push) => push.payload.body.startsWith('Count the queue')),
    );
    const heard = toWatcher()
      .map((push) => push.payload)
      .sort((a, b) => (a.url === `/#/tasks/${single.task_id}` ? 1 : 0) - (b.url === `/#/tasks/${single.task_id}` ? 1 : 0));
    expect(heard).toEqual([
      { title: 'New task near you', body: 'Count the queue (2.0 km)', url: expect.stringMatching(/^\/#\/tasks\//) },
      { title: 'New task near you', body: 'Check the bakery (1.0 km)', url: `/#/tasks/${single.task_id}` },
    ]);
    expect(batch.body.task_ids).toContain(heard[0]!.url.slice('/#/tasks/'.length));
  });

  it("tells the operator's devices that the agent approved the estimate", async () => {
    const task = await createTask(agent, { reward_usd: 1, title: 'Count the benches' });
    expect((await operatorClaims(task.task_id, operator)).status).toBe(200);
    const approved = await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const received = await receiver.waitFor((all) => all.some((push) => push.payload.title === 'Estimate approved'));
    expect(received.filter((push) => push.payload.title === 'Estimate approved')).toEqual([
      expect.objectContaining({
        device: 'near',
        payload: { title: 'Estimate approved', body: 'You can start: Count the benches', url: `/#/tasks/${task.task_id}` },
      }),
    ]);
  });

  it('removes a subscription whose push service answers 410', async () => {
    const expiring = await newOperator('Ed Expired');
    const created = await subscribe(expiring, receiver.device('expired', { expired: true }), { ...here, radius_km: 5 });
    expect(created.status).toBe(201);
    await createTask(agent, { reward_usd: 1, title: 'Read the menu board', location: north(here, 1) });
    const stored = async () =>
      (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: pushKeys.pushSubscription(expiring.id, created.body.subscription_id) }))).Item;
    const until = Date.now() + 30_000;
    while ((await stored()) && Date.now() < until) await sleep(100);
    expect(receiver.gone).toContain('expired');
    expect(await stored()).toBeUndefined();
    const { Item: count } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: pushKeys.operatorPushCount(expiring.id) }));
    expect(count?.held).toBe(0);
    expect(await api('DELETE', `${SUBSCRIPTIONS}/${created.body.subscription_id}`, asOperator(expiring))).toMatchObject({ status: 404 });
  });
});
