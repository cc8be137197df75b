import { describe, expect, it } from 'vitest';
import { checkCallbackUrl } from '../../../../../../../functions/adapters/callbacks/callback-url';
import { handler as createRoute } from '../../../../../../../functions/contexts/delivery/webhooks/api/create-webhook';
import { handler as updateRoute } from '../../../../../../../functions/contexts/delivery/webhooks/api/update-webhook';
import { createWebhook, updateWebhook } from '../../../../../../../functions/contexts/delivery/webhooks/use-cases/manage-webhooks';
import { contributesNothing } from '../../../../../../../functions/platform/table/contribution';
import { FakeWebhooks } from '../../../../../../support/fakes/webhooks';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

const now = new Date('2026-11-26T12:00:00.000Z');

/** The endpoint routes short of HTTP and the table: bodies read by the routes' schemas, URLs by the real callback rules (no name resolves yet). */
const routes = () => {
  const deps = Object.assign(new FakeWebhooks(), {
    checkUrl: (url: string) => checkCallbackUrl(url, { allowHosts: new Set(), resolve: async () => Promise.reject(new Error('ENOTFOUND')) }),
  });
  const create = (body: unknown) => createWebhook(deps, 'agt_1', bodyOf(createRoute, body), now, contributesNothing);
  const update = (webhookId: string, body: unknown) => updateWebhook(deps, 'agt_1', webhookId, bodyOf(updateRoute, body), now, contributesNothing);
  return { deps, create, update };
};

describe('POST /api/v1/webhooks: what an endpoint may be (400)', () => {
  it.each([
    ['https://10.0.0.1/x', 'callback_url must not point to a private, loopback or link-local address'],
    ['https://169.254.169.254/latest', 'callback_url must not point to a private, loopback or link-local address'],
    ['https://metadata.internal/x', 'callback_url must not point to a private, loopback or link-local address'],
    ['https://user:pw@hooks.example.com/x', 'callback_url must not contain credentials'],
    ['https://hooks.example.com:8443/x', 'callback_url must use port 443'],
    ['not a url', 'callback_url must be a valid URL'],
  ])('refuses the URL %s as the callback rules do, storing nothing', async (url, error) => {
    const { deps, create } = routes();
    expect(await refusalOf(() => create({ url, events: ['*'] }))).toEqual({ status: 400, body: { error } });
    expect(deps.endpoints.size).toBe(0);
  });

  it.each([
    [{ url: 'https://hooks.example.com/x', events: ['task.deleted'] }, expect.stringMatching(/^events\[0\] must be one of /)],
    [{ url: 'https://hooks.example.com/x', events: [] }, 'events must not be empty'],
    [{ url: 'https://hooks.example.com/x' }, 'events is required'],
    [{ url: 'https://hooks.example.com/x', events: ['*'], description: 'x'.repeat(501) }, 'description must be at most 500 characters'],
    [{ url: `https://hooks.example.com/${'x'.repeat(2100)}`, events: ['*'] }, 'url must be at most 2048 characters'],
  ])('refuses %j', async (body, error) => {
    const { deps, create } = routes();
    expect(await refusalOf(() => create(body))).toEqual({ status: 400, body: { error } });
    expect(deps.endpoints.size).toBe(0);
  });

  it('refuses a change to a URL the callback rules refuse, keeping the endpoint as it was', async () => {
    const { deps, create, update } = routes();
    const { webhook } = await create({ url: 'https://hooks.example.com/x', events: ['*'] });
    expect(await refusalOf(() => update(webhook.webhook_id, { url: 'https://127.0.0.1/x' }))).toEqual({
      status: 400,
      body: { error: 'callback_url must not point to a private, loopback or link-local address' },
    });
    expect([...deps.endpoints.values()].map((endpoint) => endpoint.url)).toEqual(['https://hooks.example.com/x']);
  });
});
