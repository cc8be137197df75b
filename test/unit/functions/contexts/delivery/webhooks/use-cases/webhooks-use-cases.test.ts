import { Webhook as StandardWebhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { AgentAuditAction } from '../../../../../../../functions/contexts/accounts/audit/domain';
import { auditContribution } from '../../../../../../../functions/contexts/accounts/audit/use-cases';
import { MAX_WEBHOOKS_PER_AGENT, type Webhook } from '../../../../../../../functions/contexts/delivery/webhooks/domain/webhooks';
import { deliverWebhook } from '../../../../../../../functions/contexts/delivery/webhooks/use-cases/deliver-webhook';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '../../../../../../../functions/contexts/delivery/webhooks/use-cases/manage-webhooks';
import {
  fanOutEvent,
  listDeliveries,
  replayDelivery,
  sendTestEvent,
} from '../../../../../../../functions/contexts/delivery/webhooks/use-cases/webhook-deliveries';
import type { Deposit } from '../../../../../../../functions/contexts/money/deposits/domain/deposits';
import { depositConfirmedEventWrite } from '../../../../../../../functions/contexts/money/deposits/store/confirmed-event';
import { taskCreatedEventWrite } from '../../../../../../../functions/contexts/work/tasks/store/created-event';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import type { AgentPrincipal } from '../../../../../../../functions/platform/kernel/principals';
import { FakeWebhooks } from '../../../../../../support/fakes/webhooks';

const now = new Date('2026-11-26T12:00:00.000Z');
const owner = { kind: 'agent' as const, agentId: 'agt_owner', keyId: 'key_owner' };
const stranger = { kind: 'agent' as const, agentId: 'agt_stranger', keyId: 'key_stranger' };

/** A status change as the tasks module writes its outbox item (the stream record's new image). */
const statusChange = (taskId = 'task_1', agentId = owner.agentId, version = 2) => ({
  ...tasksKeys.taskEvent(taskId, version),
  event: 'task.status_changed',
  task_id: taskId,
  agent_id: agentId,
  status: 'CANCELLED',
  previous_status: 'PENDING',
  timestamp: '2026-11-26T11:59:00.000Z',
});

/** The audit entry the agent route wrapper contributes for `actor`'s change to an endpoint. */
const audited = (deps: FakeWebhooks, actor: AgentPrincipal, action: AgentAuditAction) =>
  auditContribution(deps, actor, action, now, (changed: Webhook | string) => (typeof changed === 'string' ? changed : changed.webhook_id));

const endpoint = async (deps: FakeWebhooks, events: Parameters<typeof createWebhook>[2]['events'], actor = owner) =>
  createWebhook(deps, actor.agentId, { url: 'https://hooks.example.com/x', events }, now, audited(deps, actor, 'webhook.created'));

describe('createWebhook', () => {
  it('seals a whsec_ secret to the endpoint, keeps `*` alone and records the creation with the key that made it', async () => {
    const deps = new FakeWebhooks();
    const { webhook, secret } = await endpoint(deps, ['task.created', '*']);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.events).toEqual(['*']);
    expect(await deps.sealer.open(webhook.secret_sealed, { webhook_id: webhook.webhook_id })).toBe(secret);
    await expect(deps.sealer.open(webhook.secret_sealed, { webhook_id: 'wh_other' })).rejects.toThrow();
    expect(deps.entriesOf({ agentId: owner.agentId })).toEqual([
      { at: now.toISOString(), actor: { keyId: owner.keyId }, action: 'webhook.created', target: webhook.webhook_id },
    ]);
  });

  it("marks the agent as one that uses endpoints in the endpoint's transaction, and not when the endpoint is refused", async () => {
    const deps = new FakeWebhooks();
    await endpoint(deps, ['task.created']);
    expect([...deps.webhooksUsedBy]).toEqual([owner.agentId]);
    deps.refusedUrls.add('https://10.0.0.1/x');
    await expect(
      createWebhook(deps, stranger.agentId, { url: 'https://10.0.0.1/x', events: ['*'] }, now, audited(deps, stranger, 'webhook.created')),
    ).rejects.toThrow(/private/);
    expect([...deps.webhooksUsedBy]).toEqual([owner.agentId]);
  });

  it('refuses a URL the callback rules refuse, and the endpoint past the limit', async () => {
    const deps = new FakeWebhooks();
    deps.refusedUrls.add('https://10.0.0.1/x');
    await expect(
      createWebhook(deps, owner.agentId, { url: 'https://10.0.0.1/x', events: ['*'] }, now, audited(deps, owner, 'webhook.created')),
    ).rejects.toThrow(/private/);
    for (let i = 0; i < MAX_WEBHOOKS_PER_AGENT; i++) await endpoint(deps, ['*']);
    await expect(endpoint(deps, ['*'])).rejects.toThrow('Too many webhooks: at most 10 per agent');
    expect(deps.endpoints.size).toBe(MAX_WEBHOOKS_PER_AGENT);
  });
});

describe('managing an endpoint', () => {
  it("treats another agent's endpoint as unknown on every change", async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    await expect(findWebhook(deps, stranger.agentId, webhook.webhook_id)).rejects.toThrow('Webhook not found');
    await expect(
      updateWebhook(deps, stranger.agentId, webhook.webhook_id, { description: 'x' }, now, audited(deps, stranger, 'webhook.updated')),
    ).rejects.toThrow('Webhook not found');
    await expect(rotateWebhookSecret(deps, stranger.agentId, webhook.webhook_id, now, audited(deps, stranger, 'webhook.rotated'))).rejects.toThrow(
      'Webhook not found',
    );
    await expect(deleteWebhook(deps, stranger.agentId, webhook.webhook_id, audited(deps, stranger, 'webhook.deleted'))).rejects.toThrow(
      'Webhook not found',
    );
    await expect(sendTestEvent(deps, stranger.agentId, webhook.webhook_id, now)).rejects.toThrow('Webhook not found');
    await expect(listDeliveries(deps, stranger.agentId, webhook.webhook_id, { limit: 10 })).rejects.toThrow('Webhook not found');
    expect(deps.endpoints.get(`${owner.agentId}/${webhook.webhook_id}`)).toEqual(webhook);
    expect(deps.entriesOf({ agentId: stranger.agentId })).toEqual([]);
  });

  it('refuses an empty change, and checks a new URL', async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    await expect(updateWebhook(deps, owner.agentId, webhook.webhook_id, {}, now, audited(deps, owner, 'webhook.updated'))).rejects.toThrow(
      'Nothing to update',
    );
    deps.refusedUrls.add('https://127.0.0.1/x');
    await expect(
      updateWebhook(deps, owner.agentId, webhook.webhook_id, { url: 'https://127.0.0.1/x' }, now, audited(deps, owner, 'webhook.updated')),
    ).rejects.toThrow(/private/);
    expect((await findWebhook(deps, owner.agentId, webhook.webhook_id)).url).toBe('https://hooks.example.com/x');
  });
});

describe('fanOutEvent', () => {
  it("makes one delivery per subscribed endpoint of the event's agent, and none again when the same record comes twice", async () => {
    const deps = new FakeWebhooks();
    const all = (await endpoint(deps, ['*'])).webhook;
    const statusOnly = (await endpoint(deps, ['task.status_changed'])).webhook;
    await endpoint(deps, ['webhook.test', 'task.created']);
    await endpoint(deps, ['*'], stranger);

    expect(await fanOutEvent(deps, statusChange())).toBe(2);
    expect(await fanOutEvent(deps, statusChange())).toBe(0);
    expect([...deps.stored.values()].map((d) => d.webhook_id).sort()).toEqual([all.webhook_id, statusOnly.webhook_id].sort());
    expect(deps.sends).toHaveLength(2);
    const [delivery] = [...deps.stored.values()];
    expect(delivery!.event_id).toBe('evt_task_1_2');
    expect(JSON.parse(delivery!.payload)).toEqual({
      type: 'task.status_changed',
      timestamp: '2026-11-26T11:59:00.000Z',
      data: {
        event: 'task.status_changed',
        task_id: 'task_1',
        status: 'CANCELLED',
        previous_status: 'PENDING',
        timestamp: '2026-11-26T11:59:00.000Z',
      },
    });
  });

  it("sends a task's creation and a deposit's confirmation with the data rendered when they committed, byte for byte, under their own ids", async () => {
    const deps = new FakeWebhooks();
    await endpoint(deps, ['task.created', 'deposit.confirmed']);
    const task = { task_id: 'task_9', agent_id: owner.agentId, created_at: now.toISOString() };
    const taskView = { task_id: 'task_9', status: 'OPEN', hold: null, title: 'Look' };
    const deposit = { transaction_id: 'dep_1', agent_id: owner.agentId, created_at: now.toISOString(), confirmed_at: '2026-11-26T12:01:00.000Z' };
    const depositView = { transaction_id: 'dep_1', status: 'CONFIRMED', amount_usdc: 25.5 };
    for (const write of [taskCreatedEventWrite(task, taskView), depositConfirmedEventWrite(deposit as Deposit, depositView)])
      expect(await fanOutEvent(deps, write.Put!.Item!)).toBe(1);

    const [created, confirmed] = [...deps.stored.values()];
    expect(created).toMatchObject({ type: 'task.created', event_id: 'evt_task_9_created', status: 'PENDING' });
    expect(created!.payload).toBe(`{"type":"task.created","timestamp":"${now.toISOString()}","data":${JSON.stringify(taskView)}}`);
    expect(confirmed).toMatchObject({ type: 'deposit.confirmed', event_id: 'evt_dep_1_confirmed' });
    expect(confirmed!.payload).toBe(`{"type":"deposit.confirmed","timestamp":"2026-11-26T12:01:00.000Z","data":${JSON.stringify(depositView)}}`);
  });

  it('sends nothing for an item no entry of the event table names', async () => {
    const deps = new FakeWebhooks();
    await endpoint(deps, ['*']);
    expect(await fanOutEvent(deps, { ...statusChange(), event: 'batch.consensus_reached' })).toBe(0);
    expect(await fanOutEvent(deps, { pk: 'X', sk: 'Y' })).toBe(0);
    expect(deps.stored.size).toBe(0);
  });
});

describe('deliverWebhook', () => {
  it('signs with the new secret, then the old one for 24 hours after a rotation, and with the new one alone afterwards', async () => {
    const deps = new FakeWebhooks();
    const { webhook, secret: old } = await endpoint(deps, ['*']);
    const { secret: fresh } = await rotateWebhookSecret(deps, owner.agentId, webhook.webhook_id, now, audited(deps, owner, 'webhook.rotated'));
    const test = await sendTestEvent(deps, owner.agentId, webhook.webhook_id, now);
    expect(await deliverWebhook(deps, deps.sends[0]!, 1, new Date(now.getTime() + 60_000))).toEqual({ kind: 'done' });
    const [sent] = deps.sent;
    const signatures = sent!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toBe(
      new StandardWebhook(fresh).sign(test.event_id, new Date(Number(sent!.headers['webhook-timestamp']) * 1000), sent!.body),
    );
    expect(signatures[1]).toBe(new StandardWebhook(old).sign(test.event_id, new Date(Number(sent!.headers['webhook-timestamp']) * 1000), sent!.body));

    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, now);
    await deliverWebhook(deps, deps.sends[1]!, 1, new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1));
    expect(deps.sent[1]!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(deps.sent[1]!.headers['webhook-id']).toBe(sent!.headers['webhook-id']);
    expect(deps.sent[1]!.body).toBe(sent!.body);
  });

  it('retries on the callback schedule, fails for good at the last attempt, and records nothing for a send a replay overtook', async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    const test = await sendTestEvent(deps, owner.agentId, webhook.webhook_id, now);
    deps.answer = () => ({ ok: false, statusCode: 503, error: 'HTTP 503' });
    expect((await deliverWebhook(deps, deps.sends[0]!, 1, now)).kind).toBe('retry');
    expect(await deliverWebhook(deps, deps.sends[0]!, 3, now)).toEqual({ kind: 'failed', error: 'HTTP 503' });
    expect(deps.stored.get(`${webhook.webhook_id}/${test.delivery_id}`)).toMatchObject({ status: 'FAILED', attempts: 3, last_status_code: 503 });

    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, now);
    expect(deps.stored.get(`${webhook.webhook_id}/${test.delivery_id}`)).toMatchObject({ status: 'PENDING', attempts: 0, generation: 1 });
    // The first generation's message comes back late: it sends nothing and records nothing.
    expect(await deliverWebhook(deps, deps.sends[0]!, 2, now)).toEqual({ kind: 'done' });
    expect(deps.sent).toHaveLength(2);
    deps.answer = () => ({ ok: true, statusCode: 204 });
    await deliverWebhook(deps, deps.sends[1]!, 1, now);
    expect(deps.stored.get(`${webhook.webhook_id}/${test.delivery_id}`)).toMatchObject({ status: 'DELIVERED', attempts: 1, last_status_code: 204 });
  });

  it('sends nothing once the endpoint is deleted', async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    await sendTestEvent(deps, owner.agentId, webhook.webhook_id, now);
    await deleteWebhook(deps, owner.agentId, webhook.webhook_id, audited(deps, owner, 'webhook.deleted'));
    expect(await deliverWebhook(deps, deps.sends[0]!, 1, now)).toEqual({ kind: 'done' });
    expect(deps.sent).toEqual([]);
  });
});

describe('replayDelivery', () => {
  it("queues a settled delivery once however often it is asked while pending, and finds no other agent's delivery", async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    const theirs = (await endpoint(deps, ['*'], stranger)).webhook;
    const test = await sendTestEvent(deps, owner.agentId, webhook.webhook_id, now);
    await deliverWebhook(deps, deps.sends[0]!, 1, now);
    await Promise.all(Array.from({ length: 5 }, () => replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, now)));
    expect(deps.sends).toHaveLength(2);
    await expect(replayDelivery(deps, stranger.agentId, theirs.webhook_id, test.delivery_id, now)).rejects.toThrow('Delivery not found');
    await expect(replayDelivery(deps, owner.agentId, webhook.webhook_id, 'whd_nope', now)).rejects.toThrow('Delivery not found');
  });

  it('recovers a send that never reached the sender (PENDING, untried past the stall delay), and leaves a young one alone', async () => {
    const deps = new FakeWebhooks();
    const { webhook } = await endpoint(deps, ['*']);
    const test = await sendTestEvent(deps, owner.agentId, webhook.webhook_id, now);
    const later = (ms: number) => new Date(now.getTime() + ms);
    // Its first send was lost: nothing tried it.
    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, later(deps.settings.stallMs - 1));
    expect(deps.sends).toHaveLength(1);
    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, later(deps.settings.stallMs));
    expect(deps.sends.map((send) => send.generation)).toEqual([0, 1]);
    // The replay's own send is young again: a second replay at once does nothing.
    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, later(deps.settings.stallMs));
    expect(deps.sends).toHaveLength(2);
    // A delivery being retried (an attempt made) is on its way, however old.
    await deliverWebhook(deps, deps.sends[1]!, 1, later(deps.settings.stallMs));
    deps.stored.get([...deps.stored.keys()][0]!)!.status = 'PENDING';
    await replayDelivery(deps, owner.agentId, webhook.webhook_id, test.delivery_id, later(10 * deps.settings.stallMs));
    expect(deps.sends).toHaveLength(2);
  });
});
