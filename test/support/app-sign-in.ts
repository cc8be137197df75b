import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { api } from './api';

export const OPERATOR_LOGIN_MAIL = 'Your Handoff operator login';
export const STAFF_LOGIN_MAIL = 'Your Handoff back-office login';

/** A password the user pools accept (12+ characters, upper and lower case, a digit, a symbol). */
export const NEW_PASSWORD = 'Correct-Horse-Battery-9!';

/** The temporary password from the newest login mail with `subject` the user pool sent to `email` (captured locally like all mail). */
export const temporaryPassword = async (email: string, subject: string): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api('GET', `/dev/emails?to=${encodeURIComponent(email)}`);
    const mail = (body.data as { subject: string; text: string }[]).findLast((m) => m.subject === subject);
    const password = mail && /temporary password: (\S+)/.exec(mail.text)?.[1];
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail for ${email}`);
};

/** The authenticator app's current code for a key: RFC 6238 with the parameters Cognito uses. */
export const totp = (secret: string) => generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30 });

/**
 * The first sign-in at an app (`path`): the mailed temporary password, then the challenge to choose
 * a password (NEW_PASSWORD_REQUIRED); `beforeNewPassword` sees the challenge screen (a screenshot).
 * With `authenticator` (the back office: staff must have one), then the set-up of an authenticator
 * app (MFA_SETUP), answered with the code for the key shown; `beforeAuthenticator` sees that screen.
 * Answers the key (the authenticator app's secret), if one was set up.
 */
export const firstSignIn = async (
  page: Page,
  options: {
    path: string;
    email: string;
    subject: string;
    signInHeading: string;
    beforeNewPassword?: () => Promise<void>;
    authenticator?: boolean;
    beforeAuthenticator?: () => Promise<void>;
  },
): Promise<string | undefined> => {
  const password = await temporaryPassword(options.email, options.subject);
  await page.goto(options.path);
  await page.getByRole('heading', { name: options.signInHeading }).waitFor();
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await options.beforeNewPassword?.();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  if (!options.authenticator) return undefined;
  await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
  const shown = page.getByTestId('totp-secret');
  await shown.waitFor();
  const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
  await options.beforeAuthenticator?.();
  await page.getByLabel('Code from your authenticator app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  return secret;
};

/** A staff member's first sign-in at the back office: password, then the authenticator app the staff pool requires. */
export const staffFirstSignIn = (
  page: Page,
  email: string,
  hooks: { beforeNewPassword?: () => Promise<void>; beforeAuthenticator?: () => Promise<void> } = {},
) => firstSignIn(page, { path: '/admin/', email, subject: STAFF_LOGIN_MAIL, signInHeading: 'Back office sign-in', authenticator: true, ...hooks });
