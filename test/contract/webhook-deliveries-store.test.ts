import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryIdFor } from '../../functions/contexts/delivery/webhooks/domain/webhook-signatures';
import type { WebhookDelivery } from '../../functions/contexts/delivery/webhooks/domain/webhooks';
import type { WebhookDeliveriesStore } from '../../functions/contexts/delivery/webhooks/ports';
import { webhookDeliveriesTable } from '../../functions/contexts/delivery/webhooks/wiring/table';
import { contractSides } from '../support/contract-sides';
import { FakeWebhooks } from '../support/fakes/webhooks';

// The deliveries of endpoints no agent holds: the outbox's sends of them find no endpoint and send nothing.
const sides = contractSides<WebhookDeliveriesStore>({
  fake: () => new FakeWebhooks().deliveries,
  'DynamoDB Local': () => webhookDeliveriesTable,
});

const at = (minute: number) => `2026-11-29T11:${String(minute).padStart(2, '0')}:00.000Z`;
const LATER = '2026-11-29T12:00:00.000Z';

const aDelivery = (webhookId: string, createdAt = at(0)): WebhookDelivery => {
  const eventId = `evt_${randomUUID()}`;
  return {
    delivery_id: deliveryIdFor(eventId, webhookId, createdAt),
    webhook_id: webhookId,
    agent_id: `agt_contract_${randomUUID()}`,
    event_id: eventId,
    type: 'task.status_changed',
    payload: '{"type":"task.status_changed"}',
    status: 'PENDING',
    attempts: 0,
    created_at: createdAt,
    generation: 0,
  };
};
const retrying = (attempts: number) =>
  ({ outcome: 'retrying', at: LATER, attempts, responseCode: 503, error: 'HTTP 503', nextAttemptAt: LATER }) as const;

describe.each(sides)('The webhook deliveries store (%s)', (_side, make) => {
  const store = make();
  const endpoint = () => `wh_${randomUUID()}`;

  it('stores a delivery once per id, under its endpoint', async () => {
    const delivery = aDelivery(endpoint());
    expect(await store.insertDelivery(delivery)).toBe(true);
    expect(await store.insertDelivery({ ...delivery, payload: '{"again":true}' })).toBe(false);
    expect(await store.getDelivery(delivery.webhook_id, delivery.delivery_id)).toEqual(delivery);
    expect(await store.getDelivery(endpoint(), delivery.delivery_id)).toBeUndefined();
    expect(await store.getDelivery(delivery.webhook_id, 'whd_not_made_here')).toBeUndefined();
  });

  it('replays a delivery once from the generation seen, and records attempts of the current generation only', async () => {
    const delivery = aDelivery(endpoint());
    await store.insertDelivery(delivery);
    await store.recordAttempt(delivery, 0, { outcome: 'failed', at: LATER, attempts: 3, error: 'HTTP 500', responseCode: 500 });
    const failed = (await store.getDelivery(delivery.webhook_id, delivery.delivery_id))!;
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, last_status_code: 500, last_error: 'HTTP 500' });

    expect(await store.replayDelivery(failed, LATER)).toBe(true);
    expect(await store.replayDelivery(failed, LATER)).toBe(false);
    const replayed = (await store.getDelivery(delivery.webhook_id, delivery.delivery_id))!;
    expect(replayed).toMatchObject({ generation: 1, status: 'PENDING', attempts: 0, replayed_at: LATER });
    expect(replayed.last_error).toBeUndefined();

    // A late attempt of the generation before records nothing.
    await store.recordAttempt(delivery, 0, retrying(2));
    expect(await store.getDelivery(delivery.webhook_id, delivery.delivery_id)).toEqual(replayed);
    await store.recordAttempt(delivery, 1, { outcome: 'retrying', at: LATER, attempts: 1, error: 'timed out', nextAttemptAt: LATER });
    const timedOut = (await store.getDelivery(delivery.webhook_id, delivery.delivery_id))!;
    expect(timedOut).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'timed out' });
    expect(timedOut.last_status_code).toBeUndefined();
  });

  it('keeps a delivered delivery delivered, and records nothing for a delivery that does not exist', async () => {
    const delivery = aDelivery(endpoint());
    await store.insertDelivery(delivery);
    await store.recordAttempt(delivery, 0, retrying(1));
    await store.recordAttempt(delivery, 0, { outcome: 'delivered', at: LATER, attempts: 2, responseCode: 204 });
    await store.recordAttempt(delivery, 0, retrying(3));
    const delivered = (await store.getDelivery(delivery.webhook_id, delivery.delivery_id))!;
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 2, last_status_code: 204 });
    expect(delivered.last_error).toBeUndefined();

    const missing = aDelivery(endpoint());
    await store.recordAttempt(missing, 0, retrying(1));
    expect(await store.getDelivery(missing.webhook_id, missing.delivery_id)).toBeUndefined();
  });

  it('pages an endpoint’s deliveries newest first; a full page names the next, empty at the end', async () => {
    const webhookId = endpoint();
    const deliveries = [2, 4, 1, 3].map((minute) => aDelivery(webhookId, at(minute)));
    for (const delivery of deliveries) await store.insertDelivery(delivery);
    const newestFirst = [...deliveries].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const first = await store.pageDeliveries(webhookId, 2);
    expect(first.deliveries).toEqual(newestFirst.slice(0, 2));
    const second = await store.pageDeliveries(webhookId, 2, first.last);
    expect(second.deliveries).toEqual(newestFirst.slice(2));
    expect(second.last).toEqual(expect.any(String));
    expect(await store.pageDeliveries(webhookId, 2, second.last)).toEqual({ deliveries: [] });
    expect(await store.pageDeliveries(endpoint(), 2)).toEqual({ deliveries: [] });
  });
});
