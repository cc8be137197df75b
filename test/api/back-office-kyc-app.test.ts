import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { ensureAppBuilt } from '../../web/build';
import { firstSignIn, OPERATOR_LOGIN_MAIL, staffFirstSignIn } from '../support/app-sign-in';
import { BACK_OFFICE_SCREENSHOTS, DESKTOP, launchBrowser, PHONE, screen } from '../support/browser';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * KYC the real way, on a stack of this file's own started with KYC_AUTO_APPROVE=0 (new operators
 * stay PENDING): the operator uploads an ID and a selfie from the app at phone width, staff reject
 * then approve in the back office at desktop width, and the operator can then accept a task.
 */
const ADMIN_KEY = 'kyc-app-admin-key';
const PHOTOS = join(import.meta.dirname, '..', 'fixtures', 'photos');

let stack: LocalStack;
let support: typeof import('../support/api') & typeof import('../support/tasks');
let chromium: Awaited<ReturnType<typeof launchBrowser>>;
let browser: Browser;

beforeAll(async () => {
  ensureAppBuilt();
  process.env.KYC_AUTO_APPROVE = '0';
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-kyc-app', adminKey: ADMIN_KEY, timerSweepMs: TEST_TIMER_SWEEP_MS });
  // Loaded once the stack set the environment: the helpers write to this stack's table.
  support = { ...(await import('../support/api')), ...(await import('../support/tasks')) };
  support.useStack(stack.url);
  chromium = await launchBrowser();
  browser = chromium.browser;
});
afterAll(async () => {
  await chromium?.close();
  await stack?.stop();
});

const shot = (page: Page, name: string) => screen(page, name, BACK_OFFICE_SCREENSHOTS);
const freshProfile = async (device: typeof PHONE | typeof DESKTOP): Promise<Page> =>
  (await browser.newContext({ ...device, baseURL: stack.url })).newPage();
const loadedImages = async (page: Page, selector: string): Promise<number> =>
  (await page.locator(selector).evaluateAll((images) => images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth))).filter(
    (width) => width > 0,
  ).length;

const uploadDocuments = async (phone: Page) => {
  await phone.locator('input[name="id_front"]').setInputFiles(join(PHOTOS, 'storefront.jpg'));
  await phone.locator('input[name="selfie"]').setInputFiles(join(PHOTOS, 'opening-hours.jpg'));
  await expect.poll(() => phone.getByText('Uploaded.', { exact: true }).count(), { timeout: 30_000 }).toBe(2);
};

describe('KYC through the apps', () => {
  it('takes a new operator from documents uploaded in the app, through a rejection and an approval in the back office, to accepting a task', async () => {
    const { api, uniqueEmail, fundedAgent, createTask } = support;
    const phone = await freshProfile(PHONE);
    const email = uniqueEmail('operator');
    await phone.goto('/');
    await phone.getByRole('link', { name: 'New here? Register' }).click();
    await phone.getByLabel('Name').fill('Kim Newcomer');
    await phone.getByLabel('Email').fill(email);
    await phone.getByRole('button', { name: 'Register' }).click();
    await phone.getByRole('heading', { name: 'Check your email' }).waitFor();
    await firstSignIn(phone, { path: '/#/signin', email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await phone.getByText('KYC pending.').waitFor();
    await shot(phone, '20-operator-kyc-banner');
    await phone.getByRole('link', { name: 'Verify your identity' }).click();
    await phone.getByRole('heading', { name: 'Identity check' }).waitFor();
    await expect(phone.getByRole('button', { name: 'Submit for the identity check' }).isDisabled()).resolves.toBe(true);
    await uploadDocuments(phone);
    await shot(phone, '21-operator-kyc-upload');
    await phone.getByRole('button', { name: 'Submit for the identity check' }).click();
    await phone.getByTestId('kyc-status').filter({ hasText: 'Pending.' }).waitFor();
    await shot(phone, '22-operator-kyc-pending');

    // Staff see the documents in the queue and reject with a reason the operator then reads.
    const staffEmail = uniqueEmail('staff');
    expect(
      (await api('POST', '/api/v1/admin/admins', { headers: { 'x-admin-key': ADMIN_KEY }, body: { email: staffEmail, name: 'Kai Checker' } })).status,
    ).toBe(201);
    const desk = await freshProfile(DESKTOP);
    await staffFirstSignIn(desk, staffEmail);
    await desk.getByRole('heading', { name: 'Disputes' }).waitFor();
    await desk.getByRole('link', { name: 'KYC queue' }).click();
    const waiting = desk.getByTestId('kyc-case').filter({ hasText: email });
    await waiting.waitFor();
    await expect.poll(() => loadedImages(desk, '[data-testid="kyc-case"] img'), { timeout: 10_000 }).toBe(2);
    await shot(desk, '23-staff-kyc-queue');
    await waiting.getByLabel('Reason (required to reject; the operator reads it)').fill('The selfie shows a shop, not a face.');
    await waiting.getByRole('button', { name: 'Reject with this reason' }).click();
    await waiting.getByText('Rejected: the operator is told why.').waitFor();

    await phone.reload();
    await phone.getByTestId('kyc-status').filter({ hasText: 'Reason: The selfie shows a shop, not a face.' }).waitFor();
    await shot(phone, '24-operator-kyc-rejected');
    await uploadDocuments(phone);
    await phone.getByRole('button', { name: 'Submit for the identity check' }).click();
    await phone.getByTestId('kyc-status').filter({ hasText: 'Pending.' }).waitFor();

    await desk.reload();
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.getByText('Approved.').waitFor();
    await shot(desk, '25-staff-kyc-approved');

    // Approved: the operator accepts a task.
    const agent = await fundedAgent(50);
    const title = `Photograph the town hall ${Date.now()}`;
    await createTask(agent, { title, reward_usd: 8 });
    await phone.goto('/#/tasks');
    await phone.reload();
    await phone.getByRole('link', { name: title }).click();
    await phone.getByRole('heading', { name: title }).waitFor();
    await phone.getByLabel('Hours').fill('0');
    await phone.getByLabel('Minutes').fill('45');
    await phone.getByRole('button', { name: 'Accept with this estimate' }).click();
    await phone
      .getByTestId('status')
      .filter({ hasText: /^ESTIMATE PENDING$/ })
      .waitFor({ timeout: 30_000 });
    await shot(phone, '26-operator-accepted');
    await phone.context().close();
    await desk.context().close();
  }, 180_000);
});
