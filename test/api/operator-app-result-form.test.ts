import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { firstSignIn, OPERATOR_LOGIN_MAIL } from '../support/app-sign-in';
import { browserForTests, expectAccessible, PHONE, screen } from '../support/browser';
import { fundedAgent, newOperator, operatorClaims, operatorStarts, taskBody } from '../support/tasks';

/**
 * The operator app renders a task's result_schema as a form on the proof screen (a choice, a
 * number, a yes/no, a text), with the requirement photos; the agent reads the answer as typed.
 * Screenshot: test-results/operator-app/20-result-form.png.
 */
const PHOTOS = join(import.meta.dirname, '..', 'fixtures', 'photos');
const browser = browserForTests();

const RESULT_SCHEMA = {
  type: 'object',
  properties: {
    shelf_state: { enum: ['full', 'half empty', 'empty'], title: 'How full is the shelf?' },
    price: { type: 'number', minimum: 0, title: 'Shelf price', description: 'As printed on the tag, without the currency' },
    in_stock: { type: 'boolean', title: 'In stock' },
    remark: { type: 'string', maxLength: 100, title: '<b>Remark</b>' },
  },
  required: ['shelf_state', 'price', 'in_stock'],
};

describe('the operator app: a structured result', () => {
  it('renders the form from the schema, takes a choice, a number and a yes/no, and the agent reads the answer', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator('Fiona Form');
    const title = `Oat milk shelf price ${Date.now()}`;
    const created = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: taskBody({
        title,
        reward_usd: 7,
        task_type: 'INSPECTION',
        proof_requirements: ['Photo of the product on the shelf with its price tag'],
        location: { lat: 52.52, lng: 13.405, address: '12 Main St, Berlin' },
        result_schema: RESULT_SCHEMA,
      }),
    });
    expect(created.status).toBe(201);
    const taskId = created.body.task_id as string;
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await operatorStarts(taskId, operator)).status).toBe(200);

    const context = await browser().newContext({
      ...PHONE,
      baseURL: inject('baseUrl'),
      permissions: ['geolocation'],
      geolocation: { latitude: 52.5163, longitude: 13.3777 },
    });
    const page = await context.newPage();
    await firstSignIn(page, { path: '/#/signin', email: operator.email, subject: OPERATOR_LOGIN_MAIL, signInHeading: 'Sign in' });
    await page.getByRole('heading', { name: 'Open tasks' }).waitFor();
    await page.goto(`/#/tasks/${taskId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('group', { name: 'Your answer' }).waitFor();

    // The agent's words are text: a title holding markup shows the markup as characters.
    await page.getByText('<b>Remark</b> (optional)').waitFor();
    await expect(page.locator('.result b').count()).resolves.toBe(0);

    await page.locator('input[name="photos-0"]').setInputFiles(join(PHOTOS, 'storefront.jpg'));
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await page.getByLabel('How full is the shelf?').selectOption('half empty');
    await page.getByRole('spinbutton', { name: 'Shelf price' }).fill('2.49');
    await page.getByRole('group', { name: 'In stock' }).getByLabel('Yes').check();
    await page.getByLabel('Notes').fill('Tag reads 2.49, two cartons left.');
    await expectAccessible(page, 'result form');
    await screen(page, '20-result-form');
    await page.getByRole('button', { name: 'Submit proof' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();

    const seen = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
    expect(seen.result).toEqual({ shelf_state: 'half empty', price: 2.49, in_stock: true });
    await context.close();
  }, 120_000);
});
