import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, PHONE, screen } from '../support/browser';
import { fundedAgent, newOperator, taskBody } from '../support/tasks';

/**
 * A task's work window reads in plain words, in the operator's locale and time zone, on the open
 * task's card and on the task screen. Screenshots: test-results/operator-app/70-window-card.png
 * and 71-window-task.png.
 */
const browser = browserForTests();

describe('the operator app: a work window', () => {
  it('shows "Between 9:00 and 11:00 tomorrow" on the card and the task screen, for an operator in Berlin', async () => {
    const agent = await fundedAgent(20);
    const operator = await newOperator('Wanda Window');
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${tomorrow}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')!
      .value.replace('GMT', '');
    const title = `Photograph the market stall ${Date.now()}`;
    const window = { not_before: `${tomorrow}T09:00:00${offset}`, not_after: `${tomorrow}T11:00:00${offset}` };
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ title, window }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl'), locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();
    const card = page.getByRole('link').filter({ hasText: title });
    await card.waitFor();
    await expect(card.getByTestId('window').textContent()).resolves.toBe('Between 9:00 and 11:00 tomorrow');
    await card.scrollIntoViewIfNeeded();
    await screen(page, '70-window-card');

    await card.click();
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.getByTestId('window').textContent()).resolves.toBe('Between 9:00 and 11:00 tomorrow');
    await screen(page, '71-window-task');
    await context.close();
  }, 120_000);
});
