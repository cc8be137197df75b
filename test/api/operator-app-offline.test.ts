import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, launchProfile, PHONE, screen } from '../support/browser';
import { createTask, fundedAgent, newOperator, type TestOperator, taskIn } from '../support/tasks';

/**
 * The installable operator app: its manifest and icons, the service worker that controls the page
 * (checked by hand and by Chromium's own installability check), and the offline shell showing the last task list.
 * Screenshots at 360x640 under test-results/operator-app/, each screen scanned with axe-core.
 */
const browser = browserForTests();
const PHOTOS = join(import.meta.dirname, '..', 'fixtures', 'photos');

/** A fresh phone signed in as `operator`. */
const phoneOf = async (operator: TestOperator): Promise<BrowserContext> => {
  const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl') });
  const expiresAt = JSON.parse(Buffer.from(operator.token.split('.')[1]!, 'base64url').toString()).exp * 1000;
  const session = JSON.stringify({ idToken: operator.token, refreshToken: 'unused', expiresAt });
  await context.addInitScript(`localStorage.setItem('handoff.session', ${JSON.stringify(session)})`);
  return context;
};

/** The proof drafts kept in the browser's IndexedDB. */
const DRAFT_COUNT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('handoff-drafts', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('drafts');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const count = open.result.transaction('drafts').objectStore('drafts').count();
    count.onsuccess = () => { open.result.close(); resolve(count.result); };
  };
})`;
/** The notes of every draft kept on the device. */
const DRAFT_NOTES = `new Promise((resolve, reject) => {
  const open = indexedDB.open('handoff-drafts', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('drafts');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const all = open.result.transaction('drafts').objectStore('drafts').getAll();
    all.onsuccess = () => { open.result.close(); resolve(all.result.map((draft) => draft.notes)); };
  };
})`;

describe('the operator app: installable and offline', () => {
  it('is installable (manifest, icons, a controlling service worker) and shows the last task list offline, marked offline', async () => {
    const agent = await fundedAgent(20);
    const title = `Offline bakery ${Date.now()}`;
    await createTask(agent, { title, reward_usd: 5 });
    const operator = await newOperator('Ola Offline');
    const context = await phoneOf(operator);
    const page = await context.newPage();
    await page.goto('/#/tasks');

    // The manifest, linked from the page, with what an install needs; its icons fetched as PNGs.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestAnswer = await page.request.get(href!);
    expect(manifestAnswer.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await manifestAnswer.json();
    expect(manifest).toMatchObject({
      name: 'Handoff for operators',
      short_name: 'Handoff',
      start_url: '/#/tasks',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const answer = await page.request.get(icon.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      const png = await answer.body();
      // The PNG's own width and height (IHDR) are the size the manifest claims.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // The service worker: served fresh as JavaScript at the root, under the app's CSP, with a fetch handler, controlling the page.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
    expect(await worker.text()).toContain("addEventListener('fetch'");
    const scope = await page.evaluate<string>('navigator.serviceWorker.ready.then((registration) => registration.scope)');
    expect(scope).toBe(`${inject('baseUrl')}/`);
    await expect.poll(() => page.evaluate<boolean>('Boolean(navigator.serviceWorker.controller)')).toBe(true);

    // The list loaded once through the worker (the first visit's load came before it was installed), then the network cut: a reload shows it, marked offline.
    await page.reload();
    const list = page.getByTestId('task-list');
    await list.getByRole('link', { name: title }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('offline').count()).resolves.toBe(0);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline').waitFor();
    await expect(page.getByTestId('offline').textContent()).resolves.toContain('You are offline');
    await list.getByRole('link', { name: title }).waitFor({ timeout: 30_000 });
    await screen(page, '50-tasks-offline');

    // Back online, the banner goes; signed out, the kept list is deleted with the session.
    await context.setOffline(false);
    await page.getByTestId('offline').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.evaluate<number>("caches.open('handoff-data').then((cache) => cache.keys()).then((keys) => keys.length)")).toBe(0);
    await context.close();
  });

  it("passes Chromium's own installability check, which Lighthouse's installable-manifest audit reported, and a page without the manifest fails it", async () => {
    // An ordinary profile: Chromium never offers to install from an off-the-record one.
    const phone = await launchProfile({ baseURL: inject('baseUrl') });
    try {
      const page = await phone.newPage();
      const cdp = await phone.newCDPSession(page);
      await page.goto('/#/tasks');
      await page.evaluate('navigator.serviceWorker.ready');
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${inject('baseUrl')}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      await expect(cdp.send('Page.getInstallabilityErrors')).resolves.toEqual({ installabilityErrors: [] });
      // The same check on the API's docs page, which links no manifest: the check does look.
      await page.goto('/docs');
      const errors = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
      expect(errors).toContain('no-manifest');
    } finally {
      await phone.close();
    }
  });

  it('keeps a proof draft (notes and a photo not yet uploaded, with its file) across reloads until sign-out', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'IN_PROGRESS');
    const context = await phoneOf(task.operator);
    const page = await context.newPage();
    await page.goto(`/#/tasks/${task.task_id}`);

    // The upload to storage fails: the photo waits, with its file, beside the notes typed.
    const toStorage = (url: URL) => !url.pathname.startsWith('/api/');
    await page.route(toStorage, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await page.locator('input[name="photos-0"]').setInputFiles(join(PHOTOS, 'storefront.jpg'));
    await page.getByRole('alert').filter({ hasText: 'The upload was interrupted' }).waitFor({ timeout: 30_000 });
    await page.unroute(toStorage);
    await page.getByLabel('Notes').fill('Open, lights on, staff inside.');
    // The draft is written as the operator types; the app closes only once the notes are in it.
    await expect.poll(() => page.evaluate<string[]>(DRAFT_NOTES)).toEqual(['Open, lights on, staff inside.']);

    // The app closed and opened again: the notes and the photo are back, and the photo uploads from the kept file.
    await page.reload();
    await page.getByRole('button', { name: 'Retry storefront.jpg' }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Notes').inputValue()).resolves.toBe('Open, lights on, staff inside.');
    await screen(page, '51-proof-draft-restored');
    await page.getByRole('button', { name: 'Retry storefront.jpg' }).click();
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Notes').inputValue()).resolves.toBe('Open, lights on, staff inside.');
    expect(await page.evaluate<number>(DRAFT_COUNT)).toBe(1);

    // Signed out, nothing of the draft stays on the device.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.evaluate<number>(DRAFT_COUNT)).toBe(0);
    await context.close();
  });
});
