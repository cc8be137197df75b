import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { findOperatorByEmail, recordKycDecision } from '../../functions/contexts/accounts/operators/store/operators-store';
import { api, type RegisteredAgent, uniqueEmail } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, PHONE, screen } from '../support/browser';
import { createTask, fundedAgent } from '../support/tasks';

/**
 * The operator app as a person uses it, in headless Chromium at 360x640 against the local stack:
 * every step through the screens, the agent's side over the API. Screenshots of each screen go to
 * test-results/operator-app/ (git-ignored), and each screen is scanned with axe-core.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const PHOTOS = join(repoRoot, 'test', 'fixtures', 'photos');
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

const browser = browserForTests();

/** A phone near the tasks' location (Berlin Mitte) that lets the app read where it is. */
const phone = async (): Promise<Page> => {
  const context = await browser().newContext({
    ...PHONE,
    baseURL: inject('baseUrl'),
    permissions: ['geolocation'],
    geolocation: { latitude: 52.5163, longitude: 13.3777 },
  });
  return context.newPage();
};

const statusIs = (page: Page, status: string, timeout = 30_000) =>
  page
    .getByTestId('status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor({ timeout });

const register = async (page: Page, name: string, options: { screenshots?: boolean } = {}): Promise<string> => {
  const email = uniqueEmail('operator');
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  if (options.screenshots) await screen(page, '01-sign-in');
  await page.getByRole('link', { name: 'New here? Register' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  if (options.screenshots) await screen(page, '02-register');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  return email;
};

const signIn = async (page: Page, email: string, options: { screenshots?: boolean } = {}) => {
  await firstSignIn(page, {
    path: '/#/signin',
    email,
    subject: OPERATOR_LOGIN_MAIL,
    signInHeading: 'Sign in',
    beforeNewPassword: async () => {
      if (options.screenshots) await screen(page, '03-new-password');
    },
  });
  await page.getByRole('heading', { name: 'Open tasks' }).waitFor();
};

const storeTask = (agent: RegisteredAgent, title: string, reward: number) =>
  createTask(agent, {
    title,
    reward_usd: reward,
    proof_requirements: ['Photo of the storefront', 'Photo of the opening hours'],
    location: { lat: 52.52, lng: 13.405, address: '12 Main St, Berlin' },
  });

/**
 * The open-task list pages by 20, newest first: on the shared test stack, tasks other tests made
 * since may push this one to a later page, which "Load more" reads from the cursor.
 */
const revealTask = async (page: Page, title: string) => {
  const link = page.getByRole('link', { name: title });
  const more = page.getByRole('button', { name: 'Load more' });
  for (;;) {
    await link.or(more).first().waitFor();
    if (await link.isVisible()) return link;
    await more.click();
  }
};

describe('the operator app', () => {
  it('takes an operator from registration through a paid task (a submit whose answer is lost included) to a confirmed payout', async () => {
    const page = await phone();
    const agent = await fundedAgent(100);
    const title = `Is the corner store open? ${Date.now()}`;
    const { task_id: taskId } = await storeTask(agent, title, 25);

    const email = await register(page, 'Ana Operator', { screenshots: true });
    await signIn(page, email, { screenshots: true });
    // Signed in across reloads, on a fresh ID token from the refresh token once the stored one has lapsed.
    const lapsed = await page.evaluate(`(() => {
      const session = JSON.parse(localStorage.getItem('handoff.session'));
      localStorage.setItem('handoff.session', JSON.stringify({ ...session, expiresAt: 0 }));
      return session.idToken;
    })()`);
    await page.reload();
    await revealTask(page, title);
    expect(await page.evaluate(`JSON.parse(localStorage.getItem('handoff.session')).expiresAt`)).toBeGreaterThan(Date.now());
    expect(await page.evaluate(`JSON.parse(localStorage.getItem('handoff.session')).idToken`)).not.toBe(lapsed);
    // The task is 1.9 km from the phone: the list says so (and sorts by it).
    await page.getByRole('link', { name: title }).getByText('1.9 km away').waitFor();
    await screen(page, '04-tasks');

    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('12 Main St, Berlin.').waitFor();
    await page.getByLabel('Hours').fill('1');
    await page.getByLabel('Minutes').fill('30');
    await page.getByLabel('Note for the agent (optional)').fill('On my way this afternoon.');
    await screen(page, '05-task');
    await page.getByRole('button', { name: 'Accept with this estimate' }).click();
    await statusIs(page, 'ESTIMATE PENDING');
    await page.getByText('You estimated 90 minutes').waitFor();
    await screen(page, '06-waiting-for-approval');
    await page.getByRole('link', { name: 'My work' }).click();
    await page.getByRole('link', { name: title }).getByText('estimate pending').waitFor();
    await screen(page, '06-my-work');
    await page.getByRole('link', { name: title }).click();
    await statusIs(page, 'ESTIMATE PENDING');

    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    await statusIs(page, 'ACCEPTED');
    await page.getByRole('button', { name: 'Start work' }).click();
    await statusIs(page, 'IN PROGRESS');

    // A photo over the limit is refused in words an operator reads (11 MB: the API refuses it too).
    const huge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    const token = (await api('POST', '/dev/operator-token', { body: { email } })).body.token as string;
    const refusal = await fetch(`${inject('baseUrl')}/api/v1/operator/tasks/${taskId}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content_type: 'image/png', size_bytes: huge.buffer.length, requirement: 0 }),
    });
    expect(refusal.status).toBe(400);
    await page.locator('input[name="photos-0"]').setInputFiles(huge);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This photo is 11.0 MB, over the 10 MB limit. Take it again or choose a smaller one.' })
      .waitFor();
    await expect(page.getByRole('button', { name: 'Retry huge.png' }).count()).resolves.toBe(0);
    await screen(page, '07-photo-too-large');
    await page.getByRole('button', { name: 'Remove huge.png' }).click();
    await expect(page.getByText('huge.png').count()).resolves.toBe(0);

    // The connection drops during the first upload to storage: the photo can be retried as it is.
    const toStorage = (url: URL) => !url.pathname.startsWith('/api/');
    await page.route(toStorage, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await page.locator('input[name="photos-0"]').setInputFiles(join(PHOTOS, 'storefront.jpg'));
    await page.getByRole('alert').filter({ hasText: 'The upload was interrupted' }).waitFor();
    await page.unroute(toStorage);
    await page.getByRole('button', { name: 'Retry storefront.jpg' }).click();
    await page.locator('input[name="photos-1"]').setInputFiles(join(PHOTOS, 'opening-hours.jpg'));
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), { timeout: 30_000 }).toBe(2);
    await page.getByLabel('Notes').fill('Open, lights on, staff inside. Hours posted on the door: 8-20.');
    await screen(page, '07-proof');
    // The connection drops after the submit reached the API, before its answer arrived: the app
    // finds the proof arrived (the task moved on) instead of showing an error or submitting twice.
    let submits = 0;
    await page.route('**/api/v1/operator/tasks/*/submit', async (route) => {
      submits++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit proof' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    expect(submits).toBe(1);
    await page.unroute('**/api/v1/operator/tasks/*/submit');

    // The Guardian decides; when it leaves the proof to the agent (MANUAL_REVIEW), the agent approves.
    await page
      .getByTestId('status')
      .filter({ hasText: /^(COMPLETED|MANUAL REVIEW)$/ })
      .waitFor({ timeout: 30_000 });
    if ((await page.getByTestId('status').textContent()) === 'MANUAL REVIEW') {
      await screen(page, '08-review');
      expect((await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })).status).toBe(200);
    }
    await statusIs(page, 'COMPLETED');
    await screen(page, '09-completed');

    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.getByTestId('available').filter({ hasText: '$25.00' }).waitFor();
    await page.getByText(title).waitFor();
    await screen(page, '10-earnings');
    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByLabel('Wallet address').fill(WALLET);
    await page.getByRole('button', { name: 'Review payout' }).click();
    await page.getByText('you receive $9.95').waitFor();
    await screen(page, '11-payout-review');
    await page.getByRole('button', { name: 'Confirm payout' }).click();
    await page.getByTestId('payout-status').filter({ hasText: 'Confirmed' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('available').filter({ hasText: '$15.00' }).waitFor();
    await screen(page, '12-payout-confirmed');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.context().close();
  }, 180_000);

  it('shows the open tasks 20 at a time and reads on with Load more', async () => {
    const page = await phone();
    const agent = await fundedAgent(50, 'STANDARD');
    const stamp = Date.now();
    const titles = Array.from({ length: 21 }, (_, i) => `Count the queue ${stamp} #${String(i).padStart(2, '0')}`);
    for (const title of titles) await storeTask(agent, title, 1);
    await signIn(page, await register(page, 'Paige Reader'));
    const cards = page.locator('a.card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    await screen(page, '14-tasks-first-page');
    // The 21 tasks share a place, so nearest first they go by id: one of them is on a later page. Load more appends, nothing repeats.
    for (const title of titles) await revealTask(page, title);
    const shown = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(shown.length).toBeGreaterThan(20);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('lets an operator whose KYC is pending browse but not accept, and says why', async () => {
    const page = await phone();
    const agent = await fundedAgent(50);
    const title = `Check the bakery ${Date.now()}`;
    await storeTask(agent, title, 12);
    const email = await register(page, 'Pat Pending');
    const operator = await findOperatorByEmail(email);
    await recordKycDecision(operator!.operator_id, 'PENDING', undefined, {
      at: new Date().toISOString(),
      actor: 'admin-key',
      action: 'kyc_decision',
      target: operator!.operator_id,
      detail: 'PENDING',
    });

    await signIn(page, email);
    await page.getByText('KYC pending.').waitFor();
    await (await revealTask(page, title)).click();
    await page.getByRole('heading', { name: title }).waitFor();
    const accept = page.getByRole('button', { name: 'Accept with this estimate' });
    await expect(accept.isDisabled()).resolves.toBe(true);
    await expect(accept.getAttribute('aria-describedby')).resolves.toBe('accept-blocked');
    await page.getByText('you can accept them only once it is approved').first().waitFor();
    await screen(page, '13-kyc-pending');
    await page.context().close();
  });
});
