import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, uniqueEmail } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL, staffFirstSignIn } from '../support/app-sign-in';
import { BACK_OFFICE_SCREENSHOTS, browserForTests, CONSOLE_SCREENSHOTS, DESKTOP, PHONE, screen } from '../support/browser';
import { expectLedgerConsistent } from '../support/ledger';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims } from '../support/tasks';

/**
 * A harmful task stopped by people, in headless Chromium: an operator reports it from the app at
 * phone width (another operator reported it already, so it is held), a staff member finds it in the
 * back office's safety queue at desktop width and refuses it, and the agent's owner sees it
 * cancelled and refunded in the console. Every screen is screenshotted and scanned with axe-core.
 */
const browser = browserForTests();

const freshProfile = async (device: typeof PHONE | typeof DESKTOP): Promise<Page> =>
  (await browser().newContext({ ...device, baseURL: inject('baseUrl') })).newPage();

describe('reporting a harmful task', () => {
  it('an operator reports it from the app, staff refuse it from the safety queue, the agent sees it cancelled and refunded', async () => {
    const agent = await fundedAgent(30);
    // Worded so that screening's rules let it through: what operators' reports are for.
    const title = 'Evening photos at 14 Elm St';
    const task = await createTask(agent, {
      title,
      description: 'Stand across from number 14 Elm St each evening and take a picture of each visitor at the door.',
      reward_usd: 12,
    });
    const earlier = await api('POST', `/api/v1/operator/tasks/${task.task_id}/report`, asOperator(await newOperator(), { reason: 'unsafe' }));
    expect(earlier.status).toBe(201);

    // The operator, on a phone, opens the task and reports it.
    const operator = await newOperator('Rita Reporter');
    const phone = await freshProfile(PHONE);
    await firstSignIn(phone, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await phone.getByRole('heading', { name: 'Open tasks' }).waitFor();
    await phone.goto(`/#/tasks/${task.task_id}`);
    await phone.getByRole('heading', { name: title }).waitFor();
    await phone.getByRole('button', { name: `Report this task: ${title}` }).click();
    await phone.getByLabel('Not allowed: against the acceptable use policy').check();
    await phone.getByLabel('Details for staff (optional)').fill('This is watching a private person at home.');
    await screen(phone, '40-report-task');
    await phone.getByRole('button', { name: 'Send report' }).click();
    await phone.getByTestId('reported').waitFor();
    await screen(phone, '41-reported');
    await expect.poll(async () => (await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body.status).toBe('HELD');

    // Work she claimed turns out wrong too: she reports it from My work, and her claim ends at once.
    const claimedTitle = 'Collect a parcel for a neighbour';
    const claimed = await createTask(agent, { title: claimedTitle, reward_usd: 5 });
    expect((await operatorClaims(claimed.task_id, operator)).status).toBe(200);
    await phone.getByRole('link', { name: 'My work' }).click();
    await phone.getByRole('button', { name: `Report this task: ${claimedTitle}` }).click();
    await phone.getByLabel('Misleading: not what it says').check();
    await phone.getByText('Reporting ends your claim at once, without penalty.').waitFor();
    await screen(phone, '42-report-from-my-work');
    await phone.getByRole('button', { name: 'Send report' }).click();
    await phone.getByText('Your claim has ended; nothing counts against you.').waitFor();
    expect((await api('GET', `/api/v1/tasks/${claimed.task_id}`, { apiKey: agent.apiKey })).body).toMatchObject({ status: 'HELD', operator: null });

    // A staff member finds it in the safety queue, with both reports, and refuses it.
    const staffEmail = uniqueEmail('staff');
    const invited = await api('POST', '/api/v1/admin/admins', {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { email: staffEmail, name: 'Sam Safety' },
    });
    expect(invited.status).toBe(201);
    const desk = await freshProfile(DESKTOP);
    await staffFirstSignIn(desk, staffEmail);
    await desk.getByRole('link', { name: 'Safety queue' }).click();
    await desk.getByRole('heading', { name: 'Safety queue' }).waitFor();
    const held = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: title }) });
    while ((await held.count()) === 0 && (await desk.getByRole('button', { name: 'Load more' }).count()) > 0) {
      await desk.getByRole('button', { name: 'Load more' }).click();
    }
    await held.getByText('This is watching a private person at home.').waitFor();
    await expect(held.getByText('Reports (2)').count()).resolves.toBe(1);
    await held.scrollIntoViewIfNeeded();
    await screen(desk, '20-safety-queue', BACK_OFFICE_SCREENSHOTS);
    await held.getByLabel('Reason to refuse (for the audit log)').fill('Surveillance of a private person at home.');
    await held.getByRole('button', { name: 'Refuse and refund' }).click();
    await held.getByText('Refused: cancelled, $13.20 back to the agent.').waitFor();
    await screen(desk, '21-safety-refused', BACK_OFFICE_SCREENSHOTS);

    // The agent's owner sees it cancelled, the whole escrow back.
    const owner = await freshProfile(DESKTOP);
    await owner.goto('/console/');
    await owner.getByLabel('API key').fill(agent.apiKey);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    const tasks = owner.getByTestId('tasks');
    await tasks.getByRole('link', { name: title }).click();
    await owner.getByRole('heading', { name: title }).waitFor();
    await expect(owner.getByTestId('task-status').textContent()).resolves.toBe('cancelled');
    await expect(owner.getByTestId('refunded').textContent()).resolves.toBe('$13.20 back to your balance');
    await owner.getByTestId('hold').waitFor();
    await screen(owner, '20-task-refused', CONSOLE_SCREENSHOTS);
    // The whole $13.20 is back; only the other held task's $5.50 stays in escrow.
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body).toEqual({
      deposit_balance: 24.5,
      escrow_balance: 5.5,
      currency: 'USD',
    });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});
