import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR } from '../../../../../../../functions/contexts/delivery/push/domain/push';
import { handleTrigger } from '../../../../../../../functions/contexts/delivery/push/use-cases/handle-trigger';
import { subscribe, unsubscribe } from '../../../../../../../functions/contexts/delivery/push/use-cases/subscriptions';
import { payoutsKeys } from '../../../../../../../functions/contexts/money/payouts/store/keys';
import { messagesKeys } from '../../../../../../../functions/contexts/work/messages/store/keys';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { FakePush } from '../../../../../../support/fakes/push';

const now = new Date('2026-11-26T12:00:00.000Z');
const berlin = { lat: 52.52, lng: 13.405 };

const deviceKeys = () => {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

const device = (name: string, near?: { lat: number; lng: number; radius_km: number }) => ({
  endpoint: `https://push.example/${name}`,
  keys: deviceKeys(),
  ...(near ? { near } : {}),
});

describe('push subscriptions', () => {
  it('are refused past the cap per operator, and a removal frees a slot', async () => {
    const push = new FakePush();
    const made = [];
    for (let index = 0; index < MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR; index++) made.push(await subscribe(push, 'op_1', device(`d${index}`), now));
    await expect(subscribe(push, 'op_1', device('one-more'), now)).rejects.toThrow(
      `Too many push subscriptions: at most ${MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR} per operator`,
    );
    await subscribe(push, 'op_2', device('other-operator'), now);
    await unsubscribe(push, 'op_1', made[0]!.subscription_id);
    await subscribe(push, 'op_1', device('again'), now);
  });

  it("are not found by another operator's id", async () => {
    const push = new FakePush();
    const mine = await subscribe(push, 'op_1', device('phone'), now);
    await expect(unsubscribe(push, 'op_2', mine.subscription_id)).rejects.toThrow('Push subscription not found');
    expect(push.stored.size).toBe(1);
  });

  it('hold their endpoint to the callback URL rules', async () => {
    const push = new FakePush();
    push.refusedEndpoints.add('https://push.example/private');
    await expect(subscribe(push, 'op_1', device('private'), now)).rejects.toThrow();
    expect(push.stored.size).toBe(0);
  });
});

const opened = (taskId: string) => ({ ...tasksKeys.task(taskId), task_id: taskId, gsi4pk: 'OPEN_NEAR#u33' });

describe('a new open task', () => {
  it('is announced to the devices whose area holds it, once each, and to no one farther', async () => {
    const push = new FakePush();
    const near = await subscribe(push, 'op_near', device('near', { ...berlin, radius_km: 25 }), now);
    await subscribe(push, 'op_far', device('far', { lat: 48.137, lng: 11.575, radius_km: 25 }), now);
    await subscribe(push, 'op_nowhere', device('nowhere'), now);
    push.tasks.set('task_1', {
      taskId: 'task_1',
      title: 'Photograph the door',
      status: 'PENDING',
      sandbox: false,
      location: { lat: 52.53, lng: 13.41 },
    });
    await handleTrigger(push, push.readTrigger(opened('task_1'))!, now);
    expect(push.sent).toEqual([
      {
        subscriptionId: near.subscription_id,
        endpoint: 'https://push.example/near',
        payload: expect.objectContaining({ title: 'New task near you' }),
      },
    ]);
    expect(push.sent[0]!.payload.url).toBe('/#/tasks/task_1');
  });

  it('is not announced when it was claimed before the sender read it, or is a sandbox task', async () => {
    const push = new FakePush();
    await subscribe(push, 'op_near', device('near', { ...berlin, radius_km: 25 }), now);
    push.tasks.set('claimed', { taskId: 'claimed', title: 'x', status: 'ESTIMATE_PENDING', sandbox: false, location: berlin });
    push.tasks.set('sandbox', { taskId: 'sandbox', title: 'x', status: 'PENDING', sandbox: true, location: berlin });
    await handleTrigger(push, { kind: 'task_created', taskId: 'claimed' }, now);
    await handleTrigger(push, { kind: 'task_created', taskId: 'sandbox' }, now);
    expect(push.sent).toEqual([]);
  });

  it('is not announced once its work window has closed, and is while it is still open', async () => {
    const push = new FakePush();
    await subscribe(push, 'op_near', device('near', { ...berlin, radius_km: 25 }), now);
    const task = (taskId: string, windowClosesAt: string) =>
      push.tasks.set(taskId, { taskId, title: 'x', status: 'PENDING', sandbox: false, location: berlin, windowClosesAt });
    task('closed', now.toISOString());
    task('open', new Date(now.getTime() + 1).toISOString());
    for (const taskId of ['closed', 'open']) await handleTrigger(push, { kind: 'task_created', taskId }, now);
    expect(push.sent.map((sent) => sent.payload.url)).toEqual(['/#/tasks/open']);
  });

  it("is announced once for a batch: its first seat read open speaks for the batch's other seats", async () => {
    const push = new FakePush();
    await subscribe(push, 'op_near', device('near', { ...berlin, radius_km: 25 }), now);
    const seat = (taskId: string, status: string, batchId: string) =>
      push.tasks.set(taskId, { taskId, title: 'Count the queue', status, sandbox: false, location: berlin, batchId });
    seat('seat_1', 'ACCEPTED', 'batch_a'); // claimed before the sender read it: not the one announcing
    seat('seat_2', 'PENDING', 'batch_a');
    seat('seat_3', 'PENDING', 'batch_a');
    seat('other_1', 'PENDING', 'batch_b');
    for (const taskId of ['seat_1', 'seat_2', 'seat_3', 'other_1']) await handleTrigger(push, { kind: 'task_created', taskId }, now);
    expect(push.sent.map((sent) => sent.payload.url)).toEqual(['/#/tasks/seat_2', '/#/tasks/other_1']);
  });
});

describe("an operator's own events", () => {
  it('go to each of its devices: an approved estimate, a dispute, a message from the agent, a payout', async () => {
    const push = new FakePush();
    await subscribe(push, 'op_1', device('phone'), now);
    await subscribe(push, 'op_1', device('laptop'), now);
    await subscribe(push, 'op_2', device('someone-else'), now);
    push.tasks.set('task_1', { taskId: 'task_1', title: 'Check the sign', status: 'ACCEPTED', sandbox: false, operatorId: 'op_1' });
    await handleTrigger(push, { kind: 'task_status', taskId: 'task_1', status: 'ACCEPTED', previousStatus: 'ESTIMATE_PENDING' }, now);
    await handleTrigger(push, { kind: 'task_status', taskId: 'task_1', status: 'DISPUTED', previousStatus: 'SUBMITTED' }, now);
    await handleTrigger(push, { kind: 'agent_message', taskId: 'task_1', operatorId: 'op_1', text: 'Is the door blue?' }, now);
    await handleTrigger(push, { kind: 'payout_confirmed', operatorId: 'op_1', netCents: 500 }, now);
    expect(push.sent.map((sent) => [sent.endpoint, sent.payload.title])).toEqual([
      ['https://push.example/phone', 'Estimate approved'],
      ['https://push.example/laptop', 'Estimate approved'],
      ['https://push.example/phone', 'Task disputed'],
      ['https://push.example/laptop', 'Task disputed'],
      ['https://push.example/phone', 'Message from the agent'],
      ['https://push.example/laptop', 'Message from the agent'],
      ['https://push.example/phone', 'Payout confirmed'],
      ['https://push.example/laptop', 'Payout confirmed'],
    ]);
  });

  it('are not sent for other moves to ACCEPTED-like statuses', async () => {
    const push = new FakePush();
    await subscribe(push, 'op_1', device('phone'), now);
    push.tasks.set('task_1', { taskId: 'task_1', title: 'x', status: 'IN_PROGRESS', sandbox: false, operatorId: 'op_1' });
    await handleTrigger(push, { kind: 'task_status', taskId: 'task_1', status: 'IN_PROGRESS', previousStatus: 'ACCEPTED' }, now);
    expect(push.sent).toEqual([]);
  });

  it('remove a subscription its push service calls gone, and keep one that failed otherwise', async () => {
    const push = new FakePush();
    const gone = await subscribe(push, 'op_1', device('gone'), now);
    await subscribe(push, 'op_1', device('flaky'), now);
    push.answer = (endpoint) => (endpoint.endsWith('/gone') ? 'gone' : 'failed');
    await handleTrigger(push, { kind: 'payout_confirmed', operatorId: 'op_1', netCents: 500 }, now);
    expect([...push.stored.values()].map((subscription) => subscription.endpoint)).toEqual(['https://push.example/flaky']);
    expect(push.held.get('op_1')).toBe(1);
    await expect(unsubscribe(push, 'op_1', gone.subscription_id)).rejects.toThrow('Push subscription not found');
  });
});

describe('the stream records', () => {
  it('are read as what they tell: an agent message yes, an operator message no', () => {
    const push = new FakePush();
    const message = (from: string) => ({
      ...messagesKeys.taskMessage('task_1', now.toISOString(), 'msg_1'),
      message_id: 'msg_1',
      task_id: 'task_1',
      from,
      operator_id: 'op_1',
      text: 'hi',
      created_at: now.toISOString(),
    });
    expect(push.readTrigger(message('agent'))).toEqual({ kind: 'agent_message', taskId: 'task_1', operatorId: 'op_1', text: 'hi' });
    expect(push.readTrigger(message('operator'))).toBeUndefined();
    expect(push.readTrigger({ ...payoutsKeys.payout('p_1'), operator_id: 'op_1', status: 'CONFIRMED', net_cents: 99 })).toEqual({
      kind: 'payout_confirmed',
      operatorId: 'op_1',
      netCents: 99,
    });
  });
});
