import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATES_PER_AGENT } from '../../functions/contexts/work/templates/domain/templates';
import { api, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { templateBody } from '../support/request-bodies';
import {
  CONVINCING_PROOF,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
  taskBody,
} from '../support/tasks';

const post = (apiKey: string, path: string, body: unknown) => api('POST', path, { apiKey, body });

describe('Templates', () => {
  it('creates, gets, lists (built-ins first, each with builtin) and deletes a template', async () => {
    const agent = await registerAgent();
    const created = await post(agent.apiKey, '/api/v1/templates', templateBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Queue check',
      builtin: false,
      placeholders: ['place', 'street'],
      reward_usd: 6,
      location_required: false,
      result_schema: templateBody().result_schema,
    });
    expect(created.body.template_id).toMatch(/^tpl_/);
    const id = created.body.template_id;

    expect((await api('GET', `/api/v1/templates/${id}`, { apiKey: agent.apiKey })).body).toEqual(created.body);
    const listed = await api('GET', '/api/v1/templates', { apiKey: agent.apiKey });
    expect(listed.status).toBe(200);
    const builtins = listed.body.data.filter((template: { builtin: boolean }) => template.builtin);
    expect(builtins.map((template: { name: string }) => template.name)).toEqual([
      'Is this place open?',
      'Photograph this address',
      'Confirm a delivery',
      'Check a price on a shelf',
    ]);
    for (const builtin of builtins) expect(builtin.result_schema).toMatchObject({ type: 'object' });
    expect(listed.body.data.at(-1)).toEqual(created.body);

    expect(await api('DELETE', `/api/v1/templates/${id}`, { apiKey: agent.apiKey })).toMatchObject({
      status: 200,
      body: { template_id: id, deleted: true },
    });
    expect(await api('GET', `/api/v1/templates/${id}`, { apiKey: agent.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Template not found' },
    });
    expect(await api('DELETE', `/api/v1/templates/${id}`, { apiKey: agent.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Template not found' },
    });
  });

  it("answers another agent's template as 404 Template not found: get, delete and create a task from it", async () => {
    const owner = await registerAgent();
    const stranger = await registerAgent();
    const { body } = await post(owner.apiKey, '/api/v1/templates', templateBody());
    const id = body.template_id;
    expect(await api('GET', `/api/v1/templates/${id}`, { apiKey: stranger.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Template not found' },
    });
    expect(await api('DELETE', `/api/v1/templates/${id}`, { apiKey: stranger.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Template not found' },
    });
    const fromIt = await post(stranger.apiKey, '/api/v1/tasks', { template_id: id, inputs: { place: 'x', street: 'y' } });
    expect(fromIt).toMatchObject({ status: 404, body: { error: 'Template not found' } });
    expect(
      (await api('GET', '/api/v1/templates', { apiKey: stranger.apiKey })).body.data.some((t: { template_id: string }) => t.template_id === id),
    ).toBe(false);
    expect((await api('GET', `/api/v1/templates/${id}`, { apiKey: owner.apiKey })).status).toBe(200);
  });

  it('refuses to delete a built-in template (403), and gets one', async () => {
    const agent = await registerAgent();
    expect(await api('DELETE', '/api/v1/templates/tpl_builtin_place_open', { apiKey: agent.apiKey })).toMatchObject({
      status: 403,
      body: { error: 'Built-in templates cannot be deleted' },
    });
    expect(await api('GET', '/api/v1/templates/tpl_builtin_place_open', { apiKey: agent.apiKey })).toMatchObject({
      status: 200,
      body: { builtin: true, placeholders: ['place', 'address'], location_required: true, created_at: null },
    });
  });

  it('refuses a result schema outside the subset with a 400 naming the problem, on a template and on a task', async () => {
    const agent = await registerAgent();
    const tooMany = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`f${i}`, { type: 'string' }]));
    const refused = { status: 400, body: { error: 'result_schema properties must hold 1 to 32 fields' } };
    expect(await post(agent.apiKey, '/api/v1/templates', templateBody({ result_schema: { type: 'object', properties: tooMany } }))).toMatchObject(
      refused,
    );
    expect(await post(agent.apiKey, '/api/v1/tasks', taskBody({ result_schema: { type: 'object', properties: tooMany } }))).toMatchObject(refused);
    expect((await api('GET', '/api/v1/templates', { apiKey: agent.apiKey })).body.data.every((t: { builtin: boolean }) => t.builtin)).toBe(true);
  });

  it(`holds an agent to ${MAX_TEMPLATES_PER_AGENT} templates, even when they are created at once`, async () => {
    const agent = await registerAgent();
    const answers = await Promise.all(
      Array.from({ length: MAX_TEMPLATES_PER_AGENT + 5 }, () => post(agent.apiKey, '/api/v1/templates', templateBody({ result_schema: undefined }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_TEMPLATES_PER_AGENT);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({ status: 422, body: { error: `Too many templates: at most ${MAX_TEMPLATES_PER_AGENT} per agent` } });
    expect((await api('GET', '/api/v1/templates', { apiKey: agent.apiKey })).body.data).toHaveLength(MAX_TEMPLATES_PER_AGENT + 4);
  }, 120_000);
});

describe('Tasks from templates, with structured results', () => {
  it('creates a task from a template (request fields win), takes a matching result at submit and shows it to the agent', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator('Rhea Result');
    const { body: template } = await post(agent.apiKey, '/api/v1/templates', templateBody());
    const created = await post(agent.apiKey, '/api/v1/tasks', {
      template_id: template.template_id,
      inputs: { place: 'the post office', street: 'Main St' },
      reward_usd: 8,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'How long is the queue at the post office?', reward_usd: 8 });
    const taskId = created.body.task_id;
    const view = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
    expect(view).toMatchObject({
      description: 'Go to the post office on Main St and count the people waiting.',
      proof_requirements: ['A photo of the queue'],
      result_schema: templateBody().result_schema,
      result: null,
      template_id: template.template_id,
    });

    // The operator sees the form it answers.
    const operatorView = await api('GET', `/api/v1/operator/tasks/${taskId}`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(operatorView.body.result_schema).toEqual(templateBody().result_schema);
    expect((await operatorClaims(taskId, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await operatorStarts(taskId, operator)).status).toBe(200);

    expect(await operatorSubmits(taskId, operator, CONVINCING_PROOF)).toMatchObject({
      status: 400,
      body: { error: 'result is required: the task has a result_schema' },
    });
    expect(await operatorSubmits(taskId, operator, { ...CONVINCING_PROOF, result: { people: 'twelve', moving: true } })).toMatchObject({
      status: 400,
      body: { error: 'result does not match result_schema: /people must be integer' },
    });
    expect(await operatorSubmits(taskId, operator, { ...CONVINCING_PROOF, result: { people: 12 } })).toMatchObject({
      status: 400,
      body: { error: 'result does not match result_schema: /moving is required' },
    });
    expect(await operatorSubmits(taskId, operator, { ...CONVINCING_PROOF, result: { people: 12, moving: true, mood: 'angry' } })).toMatchObject({
      status: 400,
      body: { error: 'result does not match result_schema: /mood must be one of calm, tense' },
    });
    expect(await operatorSubmits(taskId, operator, { ...CONVINCING_PROOF, result: { people: 12, moving: true, extra: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'result does not match result_schema: /extra is not a field of result_schema' },
    });
    const submitted = await operatorSubmits(taskId, operator, { ...CONVINCING_PROOF, result: { people: 12, moving: true, mood: 'calm' } });
    expect(submitted.status).toBe(200);

    const done = await eventuallyStatus(agent, taskId, 'COMPLETED');
    expect(done.result).toEqual({ people: 12, moving: true, mood: 'calm' });
    expect(done.guardian_result.decision).toBe('APPROVE');
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  }, 90_000);

  it('refuses a result for a task without a result_schema', async () => {
    const agent = await fundedAgent(50);
    const operator = await newOperator('Nora Noresult');
    const { body } = await post(agent.apiKey, '/api/v1/tasks', taskBody());
    expect((await operatorClaims(body.task_id, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${body.task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    expect((await operatorStarts(body.task_id, operator)).status).toBe(200);
    expect(await operatorSubmits(body.task_id, operator, { ...CONVINCING_PROOF, result: { anything: 1 } })).toMatchObject({
      status: 400,
      body: { error: 'result is only accepted for tasks with a result_schema' },
    });
    const view = (await api('GET', `/api/v1/tasks/${body.task_id}`, { apiKey: agent.apiKey })).body;
    expect(view).toMatchObject({ result_schema: null, result: null, template_id: null });
  });

  it('completes a sandbox task from a built-in template with a synthetic result that matches its schema', async () => {
    const agent = await registerAgent();
    const created = await post(agent.apiKey, '/api/v1/tasks', {
      template_id: 'tpl_builtin_shelf_price',
      inputs: { product: 'Oat milk', store: 'Corner Shop' },
      reward_usd: 5,
      location: { lat: 52.52, lng: 13.405 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sandbox: true, title: 'Check the shelf price of Oat milk at Corner Shop', task_type: 'INSPECTION' });
    const done = await eventuallyStatus(agent, created.body.task_id, 'COMPLETED', 60_000);
    expect(done.result).toEqual({ in_stock: true, price: 1, currency: 'san' });
    expect(done.template_id).toBe('tpl_builtin_shelf_price');
  }, 90_000);
});
