import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, uniqueEmail } from '../support/api';
import { totp } from '../support/app-sign-in';
import { browserForTests, PHONE, screen } from '../support/browser';

/**
 * Two-factor authentication in the operator app, in headless Chromium at 360x640 against the local
 * stack: an operator sets up an authenticator app on the Security screen, signs out, and signs in
 * again answering the app's code. The test is the authenticator app: it computes the codes from the
 * secret the screen shows, with the RFC 6238 parameters Cognito uses. Screenshots go to
 * test-results/operator-app/ (mfa-*), and each screen is scanned with axe-core.
 */
const PASSWORD = 'Correct-Horse-Battery-9!';

const browser = browserForTests();

const temporaryPassword = async (email: string): Promise<string> => {
  const { body } = await api('GET', `/dev/emails?to=${encodeURIComponent(email)}`);
  const mail = (body.data as { subject: string; text: string }[]).find((m) => m.subject === 'Your Handoff operator login');
  return /temporary password: (\S+)/.exec(mail!.text)![1]!;
};

const fillSignIn = async (page: Page, email: string, password: string) => {
  await page.goto('/#/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

describe('two-factor authentication in the operator app', () => {
  it('sets up an authenticator app, then asks for its code at the next sign-in', async () => {
    const email = uniqueEmail('operator');
    expect((await api('POST', '/api/v1/operator/register', { body: { name: 'Tess Totp', email } })).status).toBe(201);
    const page = await (await browser().newContext({ ...PHONE, baseURL: inject('baseUrl') })).newPage();
    await fillSignIn(page, email, await temporaryPassword(email));
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();

    // Earnings, where payouts are requested, leads to the set-up.
    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.getByRole('link', { name: 'set up an authenticator app' }).click();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    const setUp = page.getByRole('button', { name: 'Set up an authenticator app' });
    await setUp.waitFor();
    await screen(page, 'mfa-1-security-off');
    await setUp.click();
    const shown = page.getByTestId('totp-secret');
    await shown.waitFor();
    const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = await page.getByRole('link', { name: 'open the key in your authenticator app' }).getAttribute('href');
    expect(new URL(uri!).searchParams.get('secret')).toBe(secret);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Handoff%3A/);
    await screen(page, 'mfa-2-security-setup');
    await page.getByLabel('Code from your authenticator app').fill(totp(secret));
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
    await screen(page, 'mfa-3-security-on');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await fillSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await screen(page, 'mfa-4-code');
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from your authenticator app').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await screen(page, 'mfa-5-wrong-code');
    await page.getByLabel('Code from your authenticator app').fill(totp(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();
    await page.goto('/#/security');
    await page.getByText('Two-factor authentication is on.').waitFor();
  });
});
