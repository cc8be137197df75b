import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { splitEscrow } from '../../functions/contexts/work/tasks/domain/escrow-split';
import { api, uniqueEmail } from '../support/api';
import { firstSignIn, NEW_PASSWORD, OPERATOR_LOGIN_MAIL, staffFirstSignIn, totp } from '../support/app-sign-in';
import { BACK_OFFICE_SCREENSHOTS, browserForTests, DESKTOP, PHONE, screen } from '../support/browser';
import { disputedWithPhoto, fundedAgent, type TestOperator } from '../support/tasks';

/**
 * A dispute from both sides in headless Chromium: the operator at phone width in the operator app,
 * a staff member at desktop width in the back office (`/admin/`), each on a fresh browser profile.
 * Screenshots of every screen go to test-results/back-office/, each scanned with axe-core.
 */
const browser = browserForTests();

const shot = (page: Page, name: string) => screen(page, name, BACK_OFFICE_SCREENSHOTS);
const freshProfile = async (device: typeof PHONE | typeof DESKTOP): Promise<Page> =>
  (await browser().newContext({ ...device, baseURL: inject('baseUrl') })).newPage();

/** The newest staff member, invited as the back office's admins do (the key here). */
const inviteStaff = async (name: string) => {
  const email = uniqueEmail('staff');
  const invited = await api('POST', '/api/v1/admin/admins', { headers: { 'x-admin-key': inject('adminKey') }, body: { email, name } });
  expect(invited.status).toBe(201);
  return email;
};

/** Images that loaded (a broken presigned URL leaves naturalWidth 0). */
const loadedImages = (page: Page, selector: string): Promise<number[]> =>
  page.locator(selector).evaluateAll((images) => images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth));

describe('the back office', () => {
  it('has staff set up an authenticator app at their first sign-in, and asks for its code at every sign-in after', async () => {
    const email = await inviteStaff('Tomas Totp');
    const desk = await freshProfile(DESKTOP);
    const secret = await staffFirstSignIn(desk, email);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = await desk.getByRole('link', { name: 'open the key in your authenticator app' }).getAttribute('href');
    expect(new URL(uri!).searchParams.get('secret')).toBe(secret);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Handoff%3A/);
    await desk.getByRole('heading', { name: 'Disputes' }).waitFor();

    // The password alone no longer signs in: the app's code is asked for; a wrong one is refused.
    await desk.getByRole('button', { name: 'Sign out' }).click();
    await desk.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await desk.getByLabel('Email').fill(email);
    await desk.getByLabel('Password').fill(NEW_PASSWORD);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await shot(desk, '05c-staff-code');
    await desk.getByLabel('Code from your authenticator app').fill(totp(secret!) === '000000' ? '111111' : '000000');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('alert').waitFor();
    await desk.getByLabel('Code from your authenticator app').fill(totp(secret!));
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { name: 'Disputes' }).waitFor();
  });

  it('resolves an appealed dispute as a split: the operator appeals from the app, staff judge both sides and the photos, the money and the audit follow', async () => {
    const agent = await fundedAgent(50);
    const { task } = await disputedWithPhoto(agent);
    const taskId = task.task_id as string;
    const operator = task.operator as TestOperator;

    // The operator, on a phone that never saw this task, finds the dispute in My work and appeals.
    const phone = await freshProfile(PHONE);
    await firstSignIn(phone, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await phone.getByRole('heading', { name: 'Open tasks' }).waitFor();
    await phone.getByRole('link', { name: 'My work' }).click();
    const card = phone.locator(`a[href="#/tasks/${taskId}"]`);
    await card
      .getByTestId('dispute-line')
      .filter({ hasText: /^Disputed: appeal within / })
      .waitFor();
    await shot(phone, '01-operator-my-work-disputed');
    await card.click();
    await phone.getByText('Not this shop.').waitFor();
    await phone.getByTestId('appeal-deadline').waitFor();
    await phone.getByLabel('Your side: what the photos show, why the work is done').fill('The shop sign is in the photo, above the door.');
    await shot(phone, '02-operator-appeal');
    await phone.getByRole('button', { name: 'Send appeal' }).click();
    await phone.getByTestId('appeal-status').waitFor();
    await shot(phone, '03-operator-appealed');

    // A staff member invited by mail signs in at /admin/ with the temporary password and chooses one.
    const staffEmail = await inviteStaff('Dana Desk');
    const desk = await freshProfile(DESKTOP);
    await staffFirstSignIn(desk, staffEmail, {
      beforeNewPassword: () => shot(desk, '05-staff-new-password'),
      beforeAuthenticator: () => shot(desk, '05b-staff-authenticator-setup'),
    });
    await desk.getByRole('heading', { name: 'Disputes' }).waitFor();

    // The appealed queue is oldest first: its top row is the oldest appealed dispute the API knows.
    const oldest = (await api('GET', '/api/v1/admin/disputes?appealed=true&limit=1', { headers: { 'x-admin-key': inject('adminKey') } })).body
      .data[0];
    const appealedRows = desk.getByTestId('disputes-appealed').locator('tbody tr');
    await appealedRows.first().waitFor();
    await expect(appealedRows.first().getByRole('link').textContent()).resolves.toBe(oldest.title);
    await expect(desk.getByTestId('disputes-appealed').locator(`a[href="#/disputes/${taskId}"]`).count()).resolves.toBe(1);
    await shot(desk, '06-staff-disputes');

    await desk.locator(`a[href="#/disputes/${taskId}"]`).click();
    await desk.getByTestId('agent-reason').filter({ hasText: 'Not this shop.' }).waitFor();
    await desk.getByTestId('operator-appeal').filter({ hasText: 'The shop sign is in the photo, above the door.' }).waitFor();
    await desk.getByTestId('guardian-verdict').waitFor();
    await expect.poll(async () => (await loadedImages(desk, '.originals img')).filter((width) => width > 0).length, { timeout: 10_000 }).toBe(1);
    await shot(desk, '07-staff-dispute');

    // A split: the amounts are shown before anything is booked, by the ledger's own rule.
    const expected = splitEscrow(2000, 200, 1250);
    await desk.getByLabel('Split: part to the operator, the rest back to the agent').check();
    await desk.getByLabel("Operator's share in USD (of $20.00)").fill('12.5');
    const preview = desk.getByTestId('preview');
    await preview.getByText(`$${(expected.operator / 100).toFixed(2)}`).waitFor();
    await preview.getByText(`$${(expected.refund / 100).toFixed(2)}`).waitFor();
    await preview.getByText(`$${(expected.fee / 100).toFixed(2)}`).waitFor();
    await desk.getByRole('button', { name: 'Review the payment' }).click();
    await shot(desk, '08-staff-split-review');
    await desk.getByRole('button', { name: 'Confirm resolution' }).click();
    await desk.getByTestId('resolution').filter({ hasText: '$12.50 to the operator' }).waitFor();
    await shot(desk, '09-staff-resolved');

    // The operator sees the outcome and the money.
    await phone.reload();
    await phone.getByTestId('outcome').filter({ hasText: 'you were paid $12.50 of the $20.00 reward' }).waitFor();
    await shot(phone, '10-operator-outcome');
    await phone.getByRole('link', { name: 'Earnings' }).click();
    await phone.getByTestId('available').filter({ hasText: '$12.50' }).waitFor();
    await shot(phone, '11-operator-earnings');

    // Look-ups from the dispute: the agent and the operator.
    await desk.getByRole('link', { name: `Agent ${agent.agentId}` }).click();
    await desk.getByText('Tasks disputed (ever)').waitFor();
    await shot(desk, '12-staff-agent');
    await desk.goBack();
    await desk.locator(`a[href="#/operators/${operator.id}"]`).click();
    await desk.getByText('Disputes split').waitFor();
    await shot(desk, '13-staff-operator');

    // The audit log lists the staff member's resolution, newest first.
    await desk.getByRole('link', { name: 'Audit log' }).click();
    const resolution = desk.getByTestId('audit').locator('tr', { hasText: taskId });
    await resolution.filter({ hasText: staffEmail }).filter({ hasText: 'dispute resolution' }).waitFor();
    await shot(desk, '14-staff-audit');
    await desk.getByRole('link', { name: 'Look up' }).click();
    await desk.getByLabel('Agent id').fill(agent.agentId);
    await shot(desk, '16-staff-look-up');
    await desk.getByRole('button', { name: 'Look up agent' }).click();
    await desk.getByText('Disputes open now').waitFor();
    await desk.getByRole('link', { name: 'KYC queue' }).click();
    await desk.getByRole('heading', { name: 'KYC queue' }).waitFor();
    await shot(desk, '15-staff-kyc-queue');

    // Signing out revokes the refresh token: Cognito is told, and the session is gone from the browser.
    const revoked: string[] = [];
    desk.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('.RevokeToken')) revoked.push(request.postData() ?? '');
    });
    const refreshToken = (await desk.evaluate(`JSON.parse(localStorage.getItem('handoff-admin.session')).refreshToken`)) as string;
    await desk.getByRole('button', { name: 'Sign out' }).click();
    await desk.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await expect.poll(() => revoked.length).toBe(1);
    expect(JSON.parse(revoked[0]!)).toMatchObject({ Token: refreshToken });
    await expect(desk.evaluate(`localStorage.getItem('handoff-admin.session')`)).resolves.toBeNull();
    await shot(desk, '04-staff-sign-in');
    await phone.context().close();
    await desk.context().close();
  }, 180_000);
});
