import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { browserForTests, PHONE, screen } from '../support/browser';
import { type Device, type PushReceiver, startPushReceiver } from '../support/push-receiver';
import { createTask, fundedAgent, newOperator, type TestOperator } from '../support/tasks';

/**
 * The operator app's Notifications switch, in Chromium at 360x640. Headless Chromium has no push
 * service, so the page's PushManager hands out a device of the local push service
 * (test/support/push-receiver.ts) as the browser's subscription; everything after it is real: the
 * app posts it with the area around the phone, a new task there reaches the device encrypted and
 * VAPID-signed, and switching off deletes the subscription on the server.
 */
const browser = browserForTests();

// Tallinn: a place of its own, so no other test's tasks are near.
const HERE = { lat: 59.437, lng: 24.7536 };

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

/** A phone signed in as `operator`, located at HERE, notifications allowed, whose PushManager subscribes as `device`. */
const phoneOf = async (operator: TestOperator, device: Device): Promise<Page> => {
  const context = await browser().newContext({
    ...PHONE,
    baseURL: inject('baseUrl'),
    permissions: ['geolocation', 'notifications'],
    geolocation: { latitude: HERE.lat, longitude: HERE.lng, accuracy: 20 },
  });
  const expiresAt = JSON.parse(Buffer.from(operator.token.split('.')[1]!, 'base64url').toString()).exp * 1000;
  const session = JSON.stringify({ idToken: operator.token, refreshToken: 'unused', expiresAt });
  await context.addInitScript(`
    localStorage.setItem('handoff.session', ${JSON.stringify(session)});
    if (globalThis.PushManager) {
      const subscription = ${JSON.stringify(device.subscription)};
      let current = null;
      PushManager.prototype.subscribe = async function (options) {
        const key = new Uint8Array(options.applicationServerKey);
        globalThis.__vapidKey = btoa(String.fromCharCode(...key)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
        current = { endpoint: subscription.endpoint, toJSON: () => subscription, unsubscribe: async () => { current = null; return true; } };
        return current;
      };
      PushManager.prototype.getSubscription = async function () { return current; };
    }
  `);
  return context.newPage();
};

describe('the operator app: notifications on this device', () => {
  it('subscribes with the service key and the area around the phone, receives a new task nearby, and unsubscribes', async () => {
    const operator = await newOperator('Tiina Toggle');
    const device = receiver.device('phone-switch');
    const page = await phoneOf(operator, device);
    await page.goto('/#/tasks');
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.waitFor({ timeout: 30_000 });
    await screen(page, '60-notifications-off');

    // A click, not check(): the switch turns on only once the subscription is made.
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 20_000 }).toBe(true);
    const subscriptionId = await page.evaluate(() => localStorage.getItem('handoff.push-subscription'));
    expect(subscriptionId).toMatch(/^push_/);
    const { body: key } = await api('GET', '/api/v1/operator/push/key', { headers: { authorization: `Bearer ${operator.token}` } });
    expect(await page.evaluate(() => (globalThis as { __vapidKey?: string }).__vapidKey)).toBe(key.public_key);
    await screen(page, '61-notifications-on');

    // A task 2 km away reaches the device, decrypted and signed by the service's key.
    const agent = await fundedAgent(50);
    const title = `Tallinn kiosk ${Date.now()}`;
    await createTask(agent, { title, reward_usd: 5, location: { lat: HERE.lat + 2 / 111.195, lng: HERE.lng } });
    const delivered = await receiver.waitFor((all) => all.some((push) => push.device === 'phone-switch'), 30_000);
    const push = delivered.find((received) => received.device === 'phone-switch')!;
    expect(push.payload).toMatchObject({ title: 'New task near you', body: `${title} (2.0 km)` });
    expect(push.vapidKey).toBe(key.public_key);
    expect(receiver.rejected).toEqual([]);

    // Off: the subscription is gone on the server too.
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 20_000 }).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('handoff.push-subscription'))).toBeNull();
    const again = await api('DELETE', `/api/v1/operator/push/subscriptions/${subscriptionId}`, {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(again).toMatchObject({ status: 404, body: { error: 'Push subscription not found' } });
  });
});
