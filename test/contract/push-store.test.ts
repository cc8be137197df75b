import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areaCells, type PushArea, type PushSubscription, pointCells } from '../../functions/contexts/delivery/push/domain/push';
import type { PushSubscriptionsStore } from '../../functions/contexts/delivery/push/ports';
import { pushSubscriptionsTable } from '../../functions/contexts/delivery/push/wiring/table';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakePush } from '../support/fakes/push';

const sides = contractSides<PushSubscriptionsStore>({
  fake: () => new FakePush().subscriptions,
  'DynamoDB Local': () => pushSubscriptionsTable,
});

const aSubscription = (operatorId: string, overrides: Partial<PushSubscription> = {}): PushSubscription => ({
  subscription_id: `psub_${randomUUID()}`,
  operator_id: operatorId,
  endpoint: `https://push.example/${randomUUID()}`,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  cells: [],
  created_at: '2026-11-29T11:00:00.000Z',
  ...overrides,
});
const around = (operatorId: string, near: PushArea, overrides: Partial<PushSubscription> = {}) =>
  aSubscription(operatorId, { near, cells: areaCells(near), ...overrides });

describe.each(sides)('The push subscriptions store (%s)', (_side, make) => {
  const store = make();
  const operator = () => `op_contract_${randomUUID()}`;

  it('keeps an operator’s subscriptions under that operator, oldest first: another’s id finds and deletes nothing', async () => {
    const [owner, other] = [operator(), operator()];
    const later = aSubscription(owner, { created_at: '2026-11-29T11:05:00.000Z' });
    const earlier = aSubscription(owner, { created_at: '2026-11-29T11:01:00.000Z' });
    await store.insertSubscription(later, 10);
    await store.insertSubscription(earlier, 10);
    expect(await store.listSubscriptions(owner)).toEqual([earlier, later]);
    expect(await store.listSubscriptions(other)).toEqual([]);
    expect(await store.deleteSubscription(other, later.subscription_id)).toBe(false);
    expect(await store.listSubscriptions(owner)).toHaveLength(2);
  });

  it('refuses a subscription at the limit held, and a deletion frees its slot once', async () => {
    const owner = operator();
    const [first, second] = [aSubscription(owner), aSubscription(owner)];
    await store.insertSubscription(first, 2);
    await store.insertSubscription(second, 2);
    expect(await refusalOf(store.insertSubscription(aSubscription(owner), 2))).toEqual({
      error: 'RuleViolationError',
      message: 'Too many push subscriptions: at most 2 per operator',
    });
    expect(await store.deleteSubscription(owner, first.subscription_id)).toBe(true);
    expect(await store.deleteSubscription(owner, first.subscription_id)).toBe(false);
    await store.insertSubscription(aSubscription(owner), 2);
    expect(await refusalOf(store.insertSubscription(aSubscription(owner), 2))).toMatchObject({ error: 'RuleViolationError' });
  });

  it('writes a subscription id once, taking no slot for the second', async () => {
    const owner = operator();
    const subscription = aSubscription(owner);
    await store.insertSubscription(subscription, 2);
    expect(await refusalOf(store.insertSubscription({ ...subscription, endpoint: 'https://push.example/again' }, 2))).toEqual({
      condition: 'item_absent',
    });
    expect(await store.listSubscriptions(owner)).toEqual([subscription]);
    await store.insertSubscription(aSubscription(owner), 2);
  });

  it('finds the subscriptions whose area holds a point, not those that only share its cells, and none once deleted', async () => {
    // A place of this test's own in the South Pacific, where no other test files a subscription, and a
    // small circle 1.7 km from it filed under the place's own cell.
    const owner = operator();
    const placed = () => {
      const centre = { lat: -40 - Math.random(), lng: -130 - Math.random() };
      return { centre, narrow: around(owner, { lat: centre.lat + 0.015, lng: centre.lng, radius_km: 0.5 }) };
    };
    let { centre, narrow } = placed();
    while (!narrow.cells.some((cell) => pointCells(centre).includes(cell))) ({ centre, narrow } = placed());
    const wide = around(owner, { ...centre, radius_km: 20 });
    await store.insertSubscription(wide, 10);
    await store.insertSubscription(narrow, 10);
    const found = async () => (await store.subscriptionsAround(centre)).filter((subscription) => subscription.operator_id === owner);
    expect(await found()).toEqual([wide]);
    expect(await store.deleteSubscription(owner, wide.subscription_id)).toBe(true);
    expect(await found()).toEqual([]);
  });

  it('marks a batch announced once', async () => {
    const batchId = `bat_${randomUUID()}`;
    expect(await store.announceBatchOnce(batchId)).toBe(true);
    expect(await store.announceBatchOnce(batchId)).toBe(false);
  });
});
