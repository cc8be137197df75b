import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callbackUrlErrors } from '../../../../../../../functions/adapters/callbacks/errors';
import type { CallbackDelivery } from '../../../../../../../functions/contexts/delivery/callbacks/domain/deliveries';
import { callbackErrors } from '../../../../../../../functions/contexts/delivery/callbacks/errors';
import { revealAgentSecret, signingSecretFor } from '../../../../../../../functions/contexts/delivery/callbacks/use-cases/callback-secrets';
import { checkCallbacks } from '../../../../../../../functions/contexts/delivery/callbacks/use-cases/check-callbacks';
import { deliverCallback } from '../../../../../../../functions/contexts/delivery/callbacks/use-cases/deliver-callback';
import { listTaskCallbacks } from '../../../../../../../functions/contexts/delivery/callbacks/use-cases/task-callbacks';
import { messagesKeys } from '../../../../../../../functions/contexts/work/messages/store/keys';
import { callbackSecretContext } from '../../../../../../../functions/contexts/work/tasks/domain/callback-secret';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { verifyCallback } from '../../../../../../support/callback-signatures';
import { FakeCallbacks } from '../../../../../../support/fakes/callbacks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const CHANGED_AT = '2026-06-01T11:59:58.000Z';
const TARGET = { task_id: 'task_1', agent_id: 'ag_1', callback_url: 'https://agent.example/hook' };

/** The queue message's body for an event, as the pipe forwards the stream record. */
const queued = (delivery: CallbackDelivery): DynamoDBRecord => ({
  dynamodb: {
    NewImage: marshall({
      ...tasksKeys.taskEvent(delivery.task_id, delivery.version),
      task_id: delivery.task_id,
      event: delivery.event,
      status: delivery.status,
      previous_status: delivery.previous_status,
      timestamp: delivery.timestamp,
    }) as never,
  },
});

const withEvent = () => {
  const fake = new FakeCallbacks();
  const event = fake.addEvent(TARGET, 2, CHANGED_AT);
  return { fake, event };
};

describe('deliverCallback: one attempt to deliver a status change', () => {
  it('posts the status change signed with the agent default secret and records it DELIVERED', async () => {
    const { fake, event } = withEvent();
    expect(await deliverCallback(fake, queued(event), 1, NOW)).toEqual({ kind: 'done' });
    const [sent] = fake.sent;
    expect(sent!.url).toBe(TARGET.callback_url);
    expect(JSON.parse(sent!.body)).toMatchObject({ task_id: 'task_1', status: 'CANCELLED', previous_status: 'PENDING', timestamp: CHANGED_AT });
    const secret = await signingSecretFor(fake, TARGET, NOW);
    expect(verifyCallback(secret, { body: sent!.body, headers: sent!.headers }, { now: NOW })).toBe(true);
    expect(fake.delivery('task_1', 2)!).toMatchObject({ delivery_status: 'DELIVERED', attempts: 1, last_response_code: 200 });
  });

  it('signs with the task own secret when it was created with one', async () => {
    const { fake, event } = withEvent();
    fake.targets.set('task_1', {
      ...TARGET,
      callback_secret_sealed: await fake.sealer.seal('whsec_task_own', callbackSecretContext({ taskId: 'task_1' })),
    });
    await deliverCallback(fake, queued(event), 1, NOW);
    expect(verifyCallback('whsec_task_own', { body: fake.sent[0]!.body, headers: fake.sent[0]!.headers }, { now: NOW })).toBe(true);
  });

  it('sends nothing for a task without a callback_url, or an event already DELIVERED or FAILED', async () => {
    const { fake, event } = withEvent();
    fake.targets.set('task_1', { task_id: 'task_1', agent_id: 'ag_1' });
    expect(await deliverCallback(fake, queued(event), 1, NOW)).toEqual({ kind: 'done' });
    fake.targets.set('task_1', TARGET);
    for (const status of ['DELIVERED', 'FAILED'] as const) {
      fake.deliveries.get(`TASK#task_1|${tasksKeys.taskEvent('task_1', 2).sk}`)!.delivery_status = status;
      expect(await deliverCallback(fake, queued(event), 2, NOW)).toEqual({ kind: 'done' });
    }
    expect(fake.sent).toEqual([]);
  });

  it('answers retry after the backoff and records the next attempt while attempts remain', async () => {
    const { fake, event } = withEvent();
    fake.answer = () => ({ ok: false, statusCode: 503, error: 'HTTP 503' });
    const outcome = await deliverCallback(fake, queued(event), 1, NOW);
    expect(outcome).toMatchObject({ kind: 'retry', error: 'HTTP 503' });
    const { delayMs } = outcome as { delayMs: number };
    // Equal jitter around the first delay: between half and all of baseMs.
    expect(delayMs).toBeGreaterThanOrEqual(500);
    expect(delayMs).toBeLessThanOrEqual(1000);
    expect(fake.delivery('task_1', 2)).toMatchObject({
      delivery_status: 'PENDING',
      attempts: 1,
      last_response_code: 503,
      last_error: 'HTTP 503',
      next_attempt_at: new Date(NOW.getTime() + delayMs).toISOString(),
    });
  });

  it('records FAILED at the last attempt, for the dead-letter queue to keep', async () => {
    const { fake, event } = withEvent();
    fake.answer = () => ({ ok: false, error: 'Connection refused' });
    expect(await deliverCallback(fake, queued(event), 3, NOW)).toEqual({ kind: 'failed', error: 'Connection refused' });
    expect(fake.delivery('task_1', 2)).toMatchObject({ delivery_status: 'FAILED', attempts: 3, failed_at: NOW.toISOString() });
  });

  it('counts an address the callback rules now refuse as a failed attempt, in the rule own words', async () => {
    const { fake, event } = withEvent();
    fake.answer = () => {
      throw callbackUrlErrors.callbackUrlPrivate();
    };
    expect(await deliverCallback(fake, queued(event), 1, NOW)).toMatchObject({
      kind: 'retry',
      error: callbackUrlErrors.callbackUrlPrivate().message,
    });
  });

  it('lets any other failure escape, so the queue hands the message back untouched', async () => {
    const { fake, event } = withEvent();
    fake.answer = () => {
      throw new Error('the table is down');
    };
    await expect(deliverCallback(fake, queued(event), 1, NOW)).rejects.toThrow('the table is down');
    expect(fake.delivery('task_1', 2)!.attempts).toBe(0);
  });

  it('never turns a delivery recorded meanwhile back into a failure', async () => {
    const { fake, event } = withEvent();
    fake.answer = () => {
      // A duplicate of the message was delivered while this attempt was on the wire.
      fake.deliveries.get(`TASK#task_1|${tasksKeys.taskEvent('task_1', 2).sk}`)!.delivered_at = CHANGED_AT;
      return { ok: false, statusCode: 500, error: 'HTTP 500' };
    };
    await deliverCallback(fake, queued(event), 3, NOW);
    expect(fake.delivery('task_1', 2)).toMatchObject({ delivery_status: 'PENDING', attempts: 0 });
  });
});

describe("deliverCallback: an operator's message", () => {
  const message = { message_id: 'msg_1', from: 'operator', text: 'Approve this now. <b>hi</b>', created_at: CHANGED_AT };
  const queuedMessage: DynamoDBRecord = {
    dynamodb: {
      NewImage: marshall({
        ...messagesKeys.messageEvent('msg_1'),
        event: 'task.message',
        task_id: 'task_1',
        agent_id: 'agt_1',
        ...message,
        timestamp: CHANGED_AT,
        has_callback: true,
      }) as never,
    },
  };

  it("posts the task.message body to the task's callback_url, signed, with the message's own event id", async () => {
    const { fake } = withEvent();
    expect(await deliverCallback(fake, queuedMessage, 1, NOW)).toEqual({ kind: 'done' });
    const [sent] = fake.sent;
    expect(sent!.url).toBe(TARGET.callback_url);
    expect(sent!.body).toBe(JSON.stringify({ event: 'task.message', task_id: 'task_1', message, timestamp: CHANGED_AT }));
    expect(sent!.headers['webhook-id']).toBe('evt_msg_1');
    const secret = await signingSecretFor(fake, TARGET, NOW);
    expect(verifyCallback(secret, { body: sent!.body, headers: sent!.headers }, { now: NOW })).toBe(true);
  });
});

describe('checkCallbacks: the sweep queues again what was lost', () => {
  const task = { task_id: 'task_1' } as Task;
  const stall = new FakeCallbacks().settings.timerRules.stallMs;

  it('queues a stalled event again once, even when two sweeps look at it together', async () => {
    const { fake } = withEvent();
    const later = new Date(Date.parse(CHANGED_AT) + stall + 1000);
    const messages: string[] = [];
    const requeue = async (message: { deduplicationId: string }) => void messages.push(message.deduplicationId);
    const counts = await Promise.all([checkCallbacks(fake, task, later, requeue), checkCallbacks(fake, task, later, requeue)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(messages).toEqual(['requeue-task_1-2-1']);
    // The next check waits twice the stall delay after this requeue.
    expect(fake.dueChecks.get('task_1')).toBe(new Date(later.getTime() + 2 * stall).toISOString());
  });

  it('queues nothing before the stall delay and sets the check for when it would count as lost', async () => {
    const { fake } = withEvent();
    expect(await checkCallbacks(fake, task, NOW, async () => undefined)).toBe(0);
    expect(fake.dueChecks.get('task_1')).toBe(new Date(Date.parse(CHANGED_AT) + stall).toISOString());
  });

  it('clears the check when every callback is settled', async () => {
    const { fake } = withEvent();
    fake.deliveries.get(`TASK#task_1|${tasksKeys.taskEvent('task_1', 2).sk}`)!.delivery_status = 'DELIVERED';
    expect(await checkCallbacks(fake, task, NOW, async () => undefined)).toBe(0);
    expect(fake.dueChecks.has('task_1')).toBe(true);
    expect(fake.dueChecks.get('task_1')).toBeUndefined();
  });
});

describe('callback secrets', () => {
  it('reveals the agent default secret once, the same one that signs its callbacks', async () => {
    const fake = new FakeCallbacks();
    const revealed = await revealAgentSecret(fake, 'ag_1', NOW);
    expect(revealed).toEqual({ callback_secret: expect.stringMatching(/^[\w-]{43}$/), created_at: NOW.toISOString() });
    expect(await signingSecretFor(fake, TARGET, NOW)).toBe(revealed.callback_secret);
    await expect(revealAgentSecret(fake, 'ag_1', NOW)).rejects.toThrow(callbackErrors.callbackSecretRevealed().message);
  });

  it('keeps the default secret first created when signing comes before the reveal', async () => {
    const fake = new FakeCallbacks();
    const signing = await signingSecretFor(fake, TARGET, NOW);
    expect(await signingSecretFor(fake, TARGET, NOW)).toBe(signing);
    expect((await revealAgentSecret(fake, 'ag_1', NOW)).callback_secret).toBe(signing);
  });

  it('does not open a task secret copied onto another task', async () => {
    const fake = new FakeCallbacks();
    const sealed = await fake.sealer.seal('whsec_task_own', callbackSecretContext({ taskId: 'task_1' }));
    await expect(signingSecretFor(fake, { task_id: 'task_2', agent_id: 'ag_1', callback_secret_sealed: sealed }, NOW)).rejects.toThrow();
  });
});

describe("listTaskCallbacks: a task's delivery log", () => {
  it('lists callback deliveries only of a task with a callback_url, and only to its agent', async () => {
    const fake = new FakeCallbacks();
    fake.taskItems.set('tsk_1', aTask());
    fake.taskItems.set('tsk_hook', aTask({ task_id: 'tsk_hook', callback_url: 'https://hooks.example.com/x' }));
    fake.addEvent({ task_id: 'tsk_hook', agent_id: 'agt_1', callback_url: 'https://hooks.example.com/x' }, 1, CHANGED_AT);
    expect((await listTaskCallbacks(fake, 'tsk_1', 'agt_1')).deliveries).toEqual([]);
    expect((await listTaskCallbacks(fake, 'tsk_hook', 'agt_1')).deliveries.map((delivery) => delivery.version)).toEqual([1]);
    await expect(listTaskCallbacks(fake, 'tsk_hook', 'agt_2')).rejects.toThrow('Task not found');
  });
});
