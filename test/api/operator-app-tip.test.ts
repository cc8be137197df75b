import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, expectAccessible, PHONE, screen } from '../support/browser';
import { eventuallyStatus, fundedAgent, newOperator, operatorClaims, operatorStarts, operatorSubmits, taskBody } from '../support/tasks';

/**
 * A tip shows where the operator looks: on the finished task and beside it in the earnings, as
 * "+$2.00 tip". Screenshots: test-results/operator-app/30-tip-task.png and 31-tip-earnings.png.
 */
const browser = browserForTests();

describe('the operator app: a tip', () => {
  it('shows the agent’s tip on the completed task and in the earnings, and counts it as available', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator('Tilda Tipped');
    const title = `Is the bakery open? ${Date.now()}`;
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ title, reward_usd: 12 }) });
    expect(created.status).toBe(201);
    const taskId = created.body.task_id as string;
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await operatorStarts(taskId, operator)).status).toBe(200);
    expect((await operatorSubmits(taskId, operator)).status).toBe(200);
    await eventuallyStatus(agent, taskId, 'MANUAL_REVIEW');
    expect((await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })).status).toBe(200);
    const tip = await api('POST', `/api/v1/tasks/${taskId}/tip`, { apiKey: agent.apiKey, body: { amount_usd: 2 } });
    expect(tip.status).toBe(201);

    const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();

    await page.goto(`/#/tasks/${taskId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.getByTestId('tip').textContent()).resolves.toBe('+$2.00 tip');
    await expectAccessible(page, 'completed task with a tip');
    await screen(page, '30-tip-task');

    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.getByTestId('available').filter({ hasText: '$14.00' }).waitFor();
    await page.getByText(title).waitFor();
    await page.getByText('+$2.00 tip').waitFor();
    await expectAccessible(page, 'earnings with a tip');
    await screen(page, '31-tip-earnings');
    await context.close();
  }, 120_000);
});
