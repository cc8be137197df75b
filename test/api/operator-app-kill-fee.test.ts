import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, expectAccessible, PHONE, screen } from '../support/browser';
import { fundedAgent, newOperator, operatorClaims, taskBody } from '../support/tasks';

/**
 * A cancel from ACCEPTED pays the operator a kill fee, said the same way on the task and in
 * Earnings, and the statement downloads as CSV. Screenshots: test-results/operator-app/
 * 70-kill-fee-task.png, 71-kill-fee-earnings.png.
 */
const browser = browserForTests();

describe('the operator app: a kill fee and a statement', () => {
  it('shows "Cancelled by the agent: you receive $3.00" on the task and in Earnings, and downloads the statement as CSV', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator('Kit Killfee');
    const title = `Is the pharmacy open? ${Date.now()}`;
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ title, reward_usd: 30 }) });
    expect(created.status).toBe(201);
    const taskId = created.body.task_id as string;
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/cancel`, { apiKey: agent.apiKey })).body.kill_fee_usd).toBe(3);

    const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl'), acceptDownloads: true });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();

    await page.goto(`/#/tasks/${taskId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Cancelled by the agent: you receive $3.00').waitFor();
    await expectAccessible(page, 'task cancelled with a kill fee');
    await screen(page, '70-kill-fee-task');

    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.getByTestId('available').filter({ hasText: '$3.00' }).waitFor();
    await page.getByText('Cancelled by the agent: you receive $3.00').waitFor();
    await page.getByRole('heading', { name: 'Statement' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'earnings with a kill fee and the statement form');
    await screen(page, '71-kill-fee-earnings');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`earnings-${today.slice(0, 4)}-01-01-to-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('date,kind,task_id,description,amount_usd');
    expect(csv).toContain(`,kill_fee,${taskId},Cancelled by the agent: ${title},3\r\n`);
    await context.close();
  }, 120_000);
});
