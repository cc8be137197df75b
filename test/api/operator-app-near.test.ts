import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { browserForTests, PHONE, screen } from '../support/browser';
import { createTask, fundedAgent, newOperator, operatorClaims, type TestOperator } from '../support/tasks';

/**
 * The operator app around the operator: the open tasks near the phone from the server (nearest
 * first, list and map), the place linked to the phone's maps for directions, and the check-in at
 * start. Screenshots at 360x640 under test-results/operator-app/, each screen scanned with axe-core.
 */
const browser = browserForTests();

// Lisbon: a place of its own, so no other test's open tasks are near.
const HERE = { lat: 38.7223, lng: -9.1393 };
const north = (km: number) => ({ lat: HERE.lat + km / 111.195, lng: HERE.lng });

/** A fresh phone signed in as `operator`; location granted at HERE unless `located` is false. */
const phoneOf = async (operator: TestOperator, located = true): Promise<Page> => {
  const context = await browser().newContext({
    ...PHONE,
    baseURL: inject('baseUrl'),
    permissions: located ? ['geolocation'] : [],
    ...(located ? { geolocation: { latitude: HERE.lat, longitude: HERE.lng, accuracy: 20 } } : {}),
  });
  const expiresAt = JSON.parse(Buffer.from(operator.token.split('.')[1]!, 'base64url').toString()).exp * 1000;
  const session = JSON.stringify({ idToken: operator.token, refreshToken: 'unused', expiresAt });
  await context.addInitScript(`localStorage.setItem('handoff.session', ${JSON.stringify(session)})`);
  return context.newPage();
};

describe('the operator app: tasks near me', () => {
  it('lists and maps the open tasks around the phone nearest first, links the place for directions, and checks in at start', async () => {
    const agent = await fundedAgent(100);
    const stamp = Date.now();
    // Created far to near, so nearest first is the server's order, not creation's.
    await createTask(agent, { title: `Far kiosk ${stamp}`, reward_usd: 5, location: north(60) });
    await createTask(agent, { title: `Bakery queue ${stamp}`, reward_usd: 5, location: north(8) });
    const near = await createTask(agent, { title: `Corner store ${stamp}`, reward_usd: 5, location: { ...north(0.3), address: 'Rua Augusta 1' } });
    await createTask(agent, { title: `Unplaced survey ${stamp}`, reward_usd: 5 });
    const operator = await newOperator('Nia Near');

    const page = await phoneOf(operator);
    await page.goto('/#/tasks');
    const cards = page.getByTestId('task-list').getByRole('link');
    await cards.first().waitFor({ timeout: 30_000 });
    // Within the default 25 km: the near task first, then the middle one; the far and the unplaced are not near.
    await expect
      .poll(() => cards.allInnerTexts(), { timeout: 15_000 })
      .toEqual([expect.stringContaining(`Corner store ${stamp}`), expect.stringContaining(`Bakery queue ${stamp}`)]);
    await page
      .getByRole('link', { name: `Corner store ${stamp}` })
      .getByText('0.3 km away')
      .waitFor();
    await page
      .getByRole('link', { name: `Bakery queue ${stamp}` })
      .getByText('8.0 km away')
      .waitFor();
    await screen(page, '40-tasks-near');

    // The map: the phone's place, the radius and a marker per listed task, without any tile request (no tile URL locally).
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith(inject('baseUrl'))) tileRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('task-map');
    await map.waitFor();
    await expect.poll(() => map.locator('path.leaflet-interactive').count(), { timeout: 15_000 }).toBe(2);
    await screen(page, '41-tasks-map');
    await map.locator('path.leaflet-interactive').first().click({ force: true });
    await page.locator('.leaflet-popup').getByRole('link').first().waitFor();
    expect(tileRequests).toEqual([]);

    // A wider radius brings the far task in, still nearest first.
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByLabel('Within').selectOption('100');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    expect((await cards.allInnerTexts())[2]).toContain(`Far kiosk ${stamp}`);

    // The task screen links the place to the maps app for directions.
    await page.getByRole('link', { name: `Corner store ${stamp}` }).click();
    const directions = page.getByTestId('directions');
    await directions.waitFor();
    const place = north(0.3);
    expect(await directions.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`);
    expect(await page.getByRole('link', { name: 'Open in maps app' }).getAttribute('href')).toBe(
      `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}(Rua%20Augusta%201)`,
    );
    await screen(page, '42-task-directions');

    // Claimed and approved, the start from the app sends the phone's position: the agent sees the check-in distance.
    expect((await operatorClaims(near.task_id, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${near.task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Start work' }).click();
    await page
      .getByTestId('status')
      .filter({ hasText: /^IN PROGRESS$/ })
      .waitFor({ timeout: 30_000 });
    const seen = await api('GET', `/api/v1/tasks/${near.task_id}`, { apiKey: agent.apiKey });
    expect(seen.body.start_distance_km).toBe(0.3);
  });

  it('with location denied, lists the newest tasks and says that tasks with a place need it', async () => {
    const operator = await newOperator('Lou Nolocation');
    const page = await phoneOf(operator, false);
    await page.goto('/#/tasks');
    // Headless Chromium answers an ungranted permission as denied (no prompt to show).
    await page.getByText('Without your location the list shows the newest tasks, not the nearest.').waitFor({ timeout: 30_000 });
    await page.getByText('Tasks with a place need it').first().waitFor();
    await page.getByTestId('task-list').getByRole('link').first().waitFor();
    expect(await page.getByText('km away').count()).toBe(0);
    await screen(page, '43-tasks-no-location');
  });
});
