import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, PHONE, screen } from '../support/browser';
import { proofTakenFarAway } from '../support/tasks';

/**
 * The decision panel at phone width: a proof whose photo was taken far from the task shows which
 * check failed and why, who decided and when; after the agent's reject, its reason and the way to
 * appeal; the page explaining automated decisions is linked. Screenshots (axe-scanned):
 * test-results/operator-app/70-review-guardian.png, 71-review-agent-reject.png.
 */
const browser = browserForTests();

describe('the operator app: why the proof was decided so', () => {
  it("shows the failed check and its detail, then the agent's reason and the appeal", async () => {
    const title = `Is the shop open? ${Date.now()}`;
    const { agent, taskId, operator, agentView } = await proofTakenFarAway({ title });
    const gps = agentView.guardian_result.checks.find((check: { check: string }) => check.check === 'gps_location');

    const context = await browser().newContext({ ...PHONE, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();

    await page.goto(`/#/tasks/${taskId}`);
    const panel = page.getByTestId('decision');
    await panel.getByRole('heading', { name: 'Why this decision' }).waitFor();
    await expect(panel.locator('.outcome').textContent()).resolves.toMatch(/^The Guardian \(automated review\) sent your proof to the agent/);
    const failed = panel.locator('li.failed').filter({ hasText: 'gps_location' });
    await expect(failed.textContent()).resolves.toContain("Failed: Taken at the task's place");
    await expect(failed.textContent()).resolves.toContain(gps.detail);
    await expect(panel.locator('li.failed').filter({ hasText: 'Not met: photo of the storefront' }).count()).resolves.toBe(1);
    await expect(page.getByTestId('next-step').textContent()).resolves.toContain('the agent reviews your proof in person');
    await expect(panel.getByRole('link', { name: 'How proof is decided' }).getAttribute('href')).resolves.toBe('/automated-decisions');
    await screen(page, '70-review-guardian');

    const rejected = await api('POST', `/api/v1/tasks/${taskId}/verify`, {
      apiKey: agent.apiKey,
      body: { decision: 'REJECT', reason: 'The photo was taken in another city.' },
    });
    expect(rejected.status).toBe(200);
    await page.reload();
    await panel.locator('.outcome').filter({ hasText: 'The agent rejected your proof' }).waitFor();
    await expect(panel.locator('.quote').textContent()).resolves.toBe('The photo was taken in another city.');
    await expect(page.getByTestId('next-step').textContent()).resolves.toContain('You can appeal the rejection below');
    await page.getByRole('button', { name: 'Send appeal' }).waitFor();
    await screen(page, '71-review-agent-reject');

    await panel.getByRole('link', { name: 'How proof is decided' }).click();
    await page.getByRole('heading', { name: 'How Handoff decides on your proof' }).waitFor();
    await context.close();
  }, 120_000);
});
