import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '../../functions/contexts/delivery/webhooks/domain/webhooks';
import type { WebhooksStore } from '../../functions/contexts/delivery/webhooks/ports';
import { webhooksTable } from '../../functions/contexts/delivery/webhooks/wiring/table';
import { contributesNothing } from '../../functions/platform/table/contribution';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeWebhooks } from '../support/fakes/webhooks';

const sides = contractSides<WebhooksStore>({
  fake: () => new FakeWebhooks().webhooks,
  'DynamoDB Local': () => webhooksTable,
});

const AT = '2026-11-29T11:00:00.000Z';
const LATER = '2026-11-29T12:00:00.000Z';
const anEndpoint = (agentId: string, overrides: Partial<Webhook> = {}): Webhook => ({
  webhook_id: `wh_${randomUUID()}`,
  agent_id: agentId,
  url: 'https://hooks.example/handoff',
  events: ['*'],
  description: 'Contract endpoint',
  secret_sealed: 'sealed-first',
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

describe.each(sides)('The webhooks store (%s)', (_side, make) => {
  const agent = () => `agt_contract_${randomUUID()}`;

  it('keeps an agent’s endpoints under that agent: another agent’s id finds, changes and deletes nothing', async () => {
    const store = make();
    const [owner, other] = [agent(), agent()];
    const endpoint = anEndpoint(owner);
    await store.insertWebhook(endpoint, 10, contributesNothing);
    expect(await store.getWebhook(owner, endpoint.webhook_id)).toMatchObject({ url: endpoint.url, events: ['*'] });
    expect(await store.getWebhook(other, endpoint.webhook_id)).toBeUndefined();
    expect(await store.listWebhooks(other)).toEqual([]);
    expect(await store.updateWebhook(other, endpoint.webhook_id, { url: 'https://evil.example/' }, LATER, contributesNothing)).toBeUndefined();
    expect(await store.rotateSecret(other, endpoint.webhook_id, 'sealed-evil', LATER, LATER, contributesNothing)).toBeUndefined();
    expect(await store.deleteWebhook(other, endpoint.webhook_id, contributesNothing)).toBe(false);
    expect(await store.getWebhook(owner, endpoint.webhook_id)).toMatchObject({ url: endpoint.url, secret_sealed: 'sealed-first' });
  });

  it('refuses an endpoint at the limit held, and a deletion frees its slot once', async () => {
    const store = make();
    const owner = agent();
    const [first, second] = [anEndpoint(owner), anEndpoint(owner)];
    await store.insertWebhook(first, 2, contributesNothing);
    await store.insertWebhook(second, 2, contributesNothing);
    expect(await refusalOf(store.insertWebhook(anEndpoint(owner), 2, contributesNothing))).toMatchObject({ error: 'RuleViolationError' });
    expect(await store.deleteWebhook(owner, first.webhook_id, contributesNothing)).toBe(true);
    expect(await store.deleteWebhook(owner, first.webhook_id, contributesNothing)).toBe(false);
    await store.insertWebhook(anEndpoint(owner), 2, contributesNothing);
    expect(await refusalOf(store.insertWebhook(anEndpoint(owner), 2, contributesNothing))).toMatchObject({ error: 'RuleViolationError' });
    expect(await store.listWebhooks(owner)).toHaveLength(2);
  });

  it('changes the URL and events, clears the description given as empty, and keeps a rotated secret until told', async () => {
    const store = make();
    const owner = agent();
    const endpoint = anEndpoint(owner);
    await store.insertWebhook(endpoint, 10, contributesNothing);
    const changed = await store.updateWebhook(
      owner,
      endpoint.webhook_id,
      { url: 'https://hooks.example/v2', events: ['task.status_changed'], description: null },
      LATER,
      contributesNothing,
    );
    expect(changed).toMatchObject({ url: 'https://hooks.example/v2', events: ['task.status_changed'] });
    expect(changed?.description).toBeUndefined();
    expect(
      await store.rotateSecret(owner, endpoint.webhook_id, 'sealed-second', '2026-11-30T11:00:00.000Z', LATER, contributesNothing),
    ).toMatchObject({
      secret_sealed: 'sealed-second',
      previous_secret_sealed: 'sealed-first',
      previous_secret_until: '2026-11-30T11:00:00.000Z',
    });
    expect(await store.getWebhook(owner, endpoint.webhook_id)).toMatchObject({ secret_sealed: 'sealed-second', url: 'https://hooks.example/v2' });
  });
});
