import type { BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { browserForTests, CONSOLE_SCREENSHOTS, DESKTOP, PHONE, screen } from '../support/browser';
import { startCallbackReceiver } from '../support/callback-receiver';
import { CONVINCING_PROOF, fundedAgent, operatorSubmits, taskIn } from '../support/tasks';

/**
 * The owner's console (`/console/`) in headless Chromium: an agent's owner signs in with an API key,
 * reads the tasks (photos and the structured result), the balance, manages keys and reads the audit
 * log, at desktop width and on a phone. Screenshots go to test-results/console/, each scanned with
 * axe-core.
 */
const browser = browserForTests();

const shot = (page: Page, name: string) => screen(page, name, CONSOLE_SCREENSHOTS);
const freshProfile = async (device: typeof PHONE | typeof DESKTOP): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser().newContext({ ...device, baseURL: inject('baseUrl') });
  return { context, page: await context.newPage() };
};

const RESULT_SCHEMA = {
  type: 'object',
  properties: { bikes: { type: 'integer', minimum: 0 }, open: { type: 'boolean' } },
  required: ['bikes', 'open'],
};

/** A task of the agent with the operator's photo proof and structured result submitted. */
const submittedTask = async (agent: Awaited<ReturnType<typeof fundedAgent>>) => {
  const task = await taskIn(agent, 'IN_PROGRESS', { title: 'Count the bikes at the station', result_schema: RESULT_SCHEMA });
  const submitted = await operatorSubmits(task.task_id, task.operator, { ...CONVINCING_PROOF, result: { bikes: 14, open: true } });
  expect(submitted.status).toBe(200);
  return task.task_id;
};

const signIn = async (page: Page, apiKey: string) => {
  await page.goto('/console/');
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Images that loaded (a broken presigned URL leaves naturalWidth 0). */
const loadedImages = (page: Page, selector: string): Promise<number[]> =>
  page.locator(selector).evaluateAll((images) => images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth));

describe("the owner's console", () => {
  it('signs an owner in with a keys:write key (refusing one without it), shows tasks with photos and results, the balance, creates and revokes a scoped key, and lists the audit', async () => {
    const agent = await fundedAgent(50);
    const taskId = await submittedTask(agent);
    const reader = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'read only', scopes: ['tasks:read'] } });
    expect(reader.status).toBe(201);

    const { context, page } = await freshProfile(DESKTOP);
    await page.goto('/console/');
    await page.getByRole('heading', { name: "Owner's console" }).waitFor();
    await shot(page, '01-sign-in');

    // A key without keys:write is refused, in words that say which key to use.
    await signIn(page, reader.body.api_key);
    await page.getByRole('alert').filter({ hasText: 'This key lacks the keys:write scope.' }).waitFor();
    await shot(page, '02-sign-in-refused');

    await signIn(page, agent.apiKey);
    const tasks = page.getByTestId('tasks');
    await tasks.getByRole('link', { name: 'Count the bikes at the station' }).waitFor();
    await shot(page, '03-tasks');

    // The task: its photo (a presigned URL that loads) and the operator's structured answer.
    await tasks.getByRole('link', { name: 'Count the bikes at the station' }).click();
    await page.getByRole('heading', { name: 'Count the bikes at the station' }).waitFor();
    await expect
      .poll(async () => (await loadedImages(page, '[data-testid="photos"] img')).filter((width) => width > 0).length, { timeout: 10_000 })
      .toBe(1);
    const result = page.getByTestId('result');
    await expect(result.locator('dt').allTextContents()).resolves.toEqual(['bikes', 'open']);
    await expect(result.locator('dd').allTextContents()).resolves.toEqual(['14', 'yes']);
    await shot(page, '04-task');

    // The balance: $50 deposited, the task's escrow held.
    const { body: balance } = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    await page.getByRole('link', { name: 'Balance' }).click();
    await page
      .getByTestId('deposit-balance')
      .filter({ hasText: `$${balance.deposit_balance.toFixed(2)}` })
      .waitFor();
    await page
      .getByTestId('escrow-balance')
      .filter({ hasText: `$${balance.escrow_balance.toFixed(2)}` })
      .waitFor();
    await shot(page, '05-balance');

    // A scoped key with limits and an expiry, shown once.
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByTestId('keys').getByText('read only').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('inventory bot');
    await page.getByRole('checkbox', { name: /^tasks:write/ }).uncheck();
    await page.getByRole('checkbox', { name: /^funds:read/ }).check();
    await page.getByLabel('Most per task (USD, reward + fee)').fill('25');
    await page.getByLabel('Most per day (USD, UTC day)').fill('100');
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Expires after').fill(expiry);
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = (await page.getByTestId('new-key-value').textContent())!;
    expect(shown).toMatch(/^hk_live_[0-9A-Za-z]{40}$/);
    const listed = (await api('GET', '/api/v1/agents/keys', { apiKey: agent.apiKey })).body.data.find(
      (key: { name: string }) => key.name === 'inventory bot',
    );
    expect(listed).toMatchObject({
      scopes: ['tasks:read', 'funds:read'],
      limits: { max_task_usd: 25, daily_spend_usd: 100 },
      expires_at: `${expiry}T23:59:59.000Z`,
    });
    const row = page.getByTestId(`key-${listed.key_id}`);
    await row.getByText('$25.00 a task, $100.00 a day').waitFor();
    // The new key does what its scopes say and nothing more.
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: shown })).status).toBe(200);
    expect((await api('GET', '/api/v1/agents/keys', { apiKey: shown })).status).toBe(403);
    await shot(page, '06-key-created');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-key').count()).resolves.toBe(0);

    // Revoked after a confirmation: gone from the list, refused by the API.
    await row.getByRole('button', { name: 'Revoke inventory bot' }).click();
    await shot(page, '07-key-revoke-confirm');
    await row.getByRole('button', { name: 'Revoke inventory bot' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: shown })).status).toBe(401);

    // The audit log: the task, both keys, the revocation, newest first.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByTestId('audit');
    await audit.locator('tr', { hasText: 'key revoked' }).filter({ hasText: listed.key_id }).waitFor();
    await audit.locator('tr', { hasText: 'task created' }).filter({ hasText: taskId }).waitFor();
    await expect(audit.locator('tbody tr').first().textContent()).resolves.toContain('key revoked');
    await shot(page, '08-audit');

    // The key lives in memory only: nothing in the browser's storage, and a reload signs out.
    // Evaluated as a string: this file has no DOM types.
    const stored: string = await page.evaluate('JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie])');
    expect(stored).not.toContain(agent.apiKey);
    expect(await context.cookies()).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: "Owner's console" }).waitFor();
    await context.close();
  }, 180_000);

  it('is usable on a phone: the tasks and the keys as one card per row, nothing wider than the screen', async () => {
    const agent = await fundedAgent(50);
    await submittedTask(agent);
    const { context, page } = await freshProfile(PHONE);
    await signIn(page, agent.apiKey);
    await page.getByTestId('tasks').getByRole('link', { name: 'Count the bikes at the station' }).waitFor();
    const fitsTheScreen = (): Promise<boolean> => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
    await expect(fitsTheScreen()).resolves.toBe(true);
    await shot(page, '11-phone-tasks');
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByTestId('keys').locator('tbody tr').first().waitFor();
    await expect(fitsTheScreen()).resolves.toBe(true);
    await shot(page, '12-phone-keys');
    await context.close();
  }, 120_000);

  it('signs out, saying why, once the API refuses the key it signed in with (revoked elsewhere)', async () => {
    const agent = await fundedAgent(0);
    const owner = await api('POST', '/api/v1/agents/keys', {
      apiKey: agent.apiKey,
      body: { name: 'owner laptop', scopes: ['keys:write', 'tasks:read'] },
    });
    const { context, page } = await freshProfile(DESKTOP);
    await signIn(page, owner.body.api_key);
    await page.getByText('No tasks yet.', { exact: false }).waitFor();
    expect((await api('DELETE', `/api/v1/agents/keys/${owner.body.key_id}`, { apiKey: agent.apiKey })).status).toBe(200);
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out: the API refused your key (revoked or expired).' }).waitFor();
    await page.getByRole('heading', { name: "Owner's console" }).waitFor();
    await shot(page, '13-signed-out-key-refused');
    await context.close();
  });

  it('adds a webhook endpoint, sends a test the receiver verifies with the secret shown, replays the delivery with the same webhook-id, and rotates the secret', async () => {
    const agent = await fundedAgent(0);
    const receiver = await startCallbackReceiver();
    try {
      const { context, page } = await freshProfile(DESKTOP);
      await signIn(page, agent.apiKey);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByText('No endpoints yet', { exact: false }).waitFor();
      await shot(page, '21-webhooks-empty');
      await page.getByRole('textbox', { name: /^URL/ }).fill(receiver.url);
      await page.getByRole('textbox', { name: /^Description/ }).fill('orders service');
      await page.getByRole('checkbox', { name: /^task\.created/ }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await page.getByTestId('new-secret-value').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      const endpoint = page.getByTestId('webhooks').getByRole('link', { name: receiver.url });
      await endpoint.waitFor();
      await shot(page, '22-webhook-created');

      // A test send, signed with the secret the console showed (Standard Webhooks, checked by its library).
      await endpoint.click();
      await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();
      await page.getByRole('button', { name: 'Send a test event' }).click();
      const [test] = await receiver.waitFor(1);
      const verified = new Webhook(secret).verify(test!.body, test!.headers) as { type: string };
      expect(verified.type).toBe('webhook.test');
      const deliveries = page.getByTestId('deliveries');
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Refresh' }).click();
            return deliveries
              .locator('tbody tr')
              .first()
              .textContent({ timeout: 2_000 })
              .catch(() => '');
          },
          { timeout: 20_000 },
        )
        .toContain('delivered');
      await expect(deliveries.locator('tbody tr').first().textContent()).resolves.toContain(test!.headers['webhook-id']);
      await shot(page, '23-webhook-delivered');

      // Replayed: sent again with the same webhook-id.
      await deliveries
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Replay webhook\.test/ })
        .click();
      await page.getByRole('status').filter({ hasText: 'Delivery sent again with the same webhook-id.' }).waitFor();
      const [, replay] = await receiver.waitFor(2);
      expect(replay!.headers['webhook-id']).toBe(test!.headers['webhook-id']);
      expect(new Webhook(secret).verify(replay!.body, replay!.headers)).toEqual(verified);

      // Rotated: the new secret shown once; for a day each delivery verifies with either secret.
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await shot(page, '24-webhook-rotate-confirm');
      await page.getByRole('button', { name: 'Rotate now' }).click();
      const rotated = (await page.getByTestId('new-secret-value').textContent())!;
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await shot(page, '25-webhook-rotated');
      await page.getByRole('button', { name: 'Send a test event' }).click();
      const [, , afterRotation] = await receiver.waitFor(3);
      expect(afterRotation!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
      for (const key of [rotated, secret])
        expect(new Webhook(key).verify(afterRotation!.body, afterRotation!.headers)).toMatchObject({ type: 'webhook.test' });
      await context.close();
    } finally {
      await receiver.close();
    }
  }, 180_000);
});
