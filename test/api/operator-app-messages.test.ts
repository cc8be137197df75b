import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, PHONE, screen } from '../support/browser';
import { fundedAgent, newOperator, operatorClaims, taskBody } from '../support/tasks';

/**
 * The operator app's conversation with the agent on the task screen: a dot while the agent wrote
 * something not seen on this device, the messages as plain text, and a reply box with a counter.
 * Screenshots: test-results/operator-app/30-messages-dot.png, 31-messages-open.png, 32-messages-replied.png.
 */
const browser = browserForTests();

describe('the operator app: messages with the agent', () => {
  it('shows a dot for an unseen message from the agent, shows it as text when opened, and sends the reply', async () => {
    const agent = await fundedAgent(30);
    const operator = await newOperator('Mira Messages');
    const title = `Is the pharmacy open ${Date.now()}`;
    const created = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ title, reward_usd: 6 }) });
    expect(created.status).toBe(201);
    const taskId = created.body.task_id as string;
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    const asked = await api('POST', `/api/v1/tasks/${taskId}/messages`, {
      apiKey: agent.apiKey,
      body: {
        text: 'Please check the side entrance too.\nDetails: <a href="https://evil.example">https://evil.example</a> <img src=x onerror=alert(1)>',
      },
    });
    expect(asked.status).toBe(201);

    const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();
    await page.goto(`/#/tasks/${taskId}`);
    await page.getByRole('heading', { name: title }).waitFor();

    const dot = page.getByTestId('unread-dot');
    await dot.waitFor();
    await expect(dot.getAttribute('aria-label')).resolves.toBe('1 new from the agent');
    await screen(page, '30-messages-dot');

    await page.getByText('Messages with the agent').click();
    const conversation = page.getByRole('list', { name: 'Messages' });
    await conversation.getByText('Please check the side entrance too.', { exact: false }).waitFor();
    // The agent's words stay words: no link, no image, no markup made from them.
    await expect(conversation.locator('a, img').count()).resolves.toBe(0);
    await expect(conversation.locator('.message-text').first().textContent()).resolves.toBe(asked.body.text);
    await dot.waitFor({ state: 'detached' });

    const box = page.getByLabel('Write to the agent');
    await box.fill('Both entrances are open until 20:00. 👍');
    await page.getByText('38 / 2000').waitFor();
    await screen(page, '31-messages-open');
    await page.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Both entrances are open until 20:00. 👍').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    await screen(page, '32-messages-replied');

    const listed = await api('GET', `/api/v1/tasks/${taskId}/messages`, { apiKey: agent.apiKey });
    expect(listed.body.data.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ['agent', asked.body.text],
      ['operator', 'Both entrances are open until 20:00. 👍'],
    ]);

    // Seen on this device: after a reload the dot stays away until the agent writes again.
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Messages with the agent').waitFor();
    await expect(dot.count()).resolves.toBe(0);
    await api('POST', `/api/v1/tasks/${taskId}/messages`, { apiKey: agent.apiKey, body: { text: 'Thank you!' } });
    await page.reload();
    await dot.waitFor();
    await context.close();
  }, 180_000);
});
