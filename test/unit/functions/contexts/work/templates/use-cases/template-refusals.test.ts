import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { handler as createTaskRoute } from '../../../../../../../functions/contexts/work/creation/api/create-task';
import { createTaskFromBody } from '../../../../../../../functions/contexts/work/creation/use-cases';
import { handler as createTemplateRoute } from '../../../../../../../functions/contexts/work/templates/api/create-template';
import type { CreationBody } from '../../../../../../../functions/contexts/work/templates/use-cases';
import { createTemplate, type TemplateRequest } from '../../../../../../../functions/contexts/work/templates/use-cases/manage-templates';
import { toCents } from '../../../../../../../functions/platform/kernel/money';
import { contributesNothing } from '../../../../../../../functions/platform/table/contribution';
import { FakeTaskCreation } from '../../../../../../support/fakes/tasks';
import { FakeTemplatesTable } from '../../../../../../support/fakes/templates';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';
import { taskBody, templateBody } from '../../../../../../support/request-bodies';

const now = new Date('2026-11-26T12:00:00.000Z');

/** POST /api/v1/templates and POST /api/v1/tasks short of HTTP and the table, for a VERIFIED agt_1 holding $50, over one templates table. */
const routes = () => {
  const templates = new FakeTemplatesTable();
  const tasks = new FakeTaskCreation();
  tasks.tiers.set('agt_1', 'VERIFIED');
  tasks.table.ledger.balances.set(accounts.agentDeposit('agt_1'), 5_000);
  const postTemplate = (input: unknown) => {
    // As the route's handler passes it on: the reward in cents.
    const { reward_usd, ...fields } = bodyOf<Omit<TemplateRequest, 'reward'> & { reward_usd?: number }>(createTemplateRoute, input);
    return createTemplate(templates, 'agt_1', { ...fields, ...(reward_usd === undefined ? {} : { reward: toCents(reward_usd)! }) }, now);
  };
  const postTask = (input: unknown) =>
    createTaskFromBody({ templates, tasks }, 'agt_1', bodyOf<CreationBody>(createTaskRoute, input), now, contributesNothing);
  return { templates, tasks, postTemplate, postTask };
};

describe('result schemas outside the subset, on a template and on a task (400)', () => {
  it.each([
    [{ type: 'object', properties: { a: { type: 'string', format: 'email' } } }, 'result_schema properties.a: keyword format is not supported'],
    [{ type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } } }, 'result_schema properties.a must have a type or an enum'],
    [{ type: 'object', $defs: {}, properties: { a: { type: 'string' } } }, 'result_schema keyword $defs is not supported'],
    [{ type: 'object', properties: { a: { type: 'object' } } }, 'result_schema properties.a.type must be one of string, number, integer, boolean'],
    // Names JavaScript objects answer to: stored, they broke every submit (500) and let `required` name fields never checked.
    [{ type: 'object', properties: { constructor: { type: 'string' } } }, 'result_schema property name constructor is reserved'],
    [JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'), 'result_schema property name __proto__ is reserved'],
    [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'toString'] }, 'result_schema required must list names of properties'],
  ])('refuses %j, storing nothing', async (schema, error) => {
    const { templates, tasks, postTemplate, postTask } = routes();
    const refused = { status: 400, body: { error: expect.stringContaining(error) } };
    expect(await refusalOf(() => postTemplate(templateBody({ result_schema: schema })))).toEqual(refused);
    expect(await refusalOf(() => postTask(taskBody({ result_schema: schema })))).toEqual(refused);
    expect([templates.items.size, tasks.table.items.size]).toEqual([0, 0]);
  });
});

describe("a template's fields (400, and the task minimum's 422)", () => {
  it.each([
    [{ name: '' }, 'name must not be empty'],
    [{ title: 'x'.repeat(501) }, 'title must be at most 500 characters'],
    [{ proof_requirements: [] }, 'proof_requirements must not be empty'],
    [{ task_type: 'NOPE' }, 'task_type must be one of'],
    [{ reward_usd: 1.234 }, 'reward_usd must have at most 2 decimal places'],
  ])('refuses %j with 400', async (override, error) => {
    const { templates, postTemplate } = routes();
    expect(await refusalOf(() => postTemplate(templateBody(override)))).toEqual({ status: 400, body: { error: expect.stringContaining(error) } });
    expect(templates.items.size).toBe(0);
  });

  it('refuses a default reward below the task minimum ($0.50) with 422', async () => {
    expect(await refusalOf(() => routes().postTemplate(templateBody({ reward_usd: 0.5 })))).toEqual({
      status: 422,
      body: { error: 'Minimum task value is $1' },
    });
  });
});

describe("a task's template and inputs", () => {
  /** The routes with the API tests' template stored: its id and a task from it with `inputs`. */
  const withTemplate = async () => {
    const sides = routes();
    const { template_id } = await sides.postTemplate(templateBody());
    return { ...sides, fromTemplate: (inputs: unknown) => sides.postTask({ template_id, inputs }) };
  };
  const many = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`i${i}`, 'v']));

  it.each([
    [{ place: 'x'.repeat(501), street: 'y' }, 'inputs.place must be at most 500 characters'],
    [{ ...many, place: 'x', street: 'y' }, 'inputs must hold at most 32 inputs'],
    [{ place: 5, street: 'y' }, 'inputs.place must be a string'],
    // zod reports a record key's own check as "Invalid input" (the API answers that too), so only the field is pinned.
    [{ 'bad name': 'x', place: 'x', street: 'y' }, 'inputs.bad name '],
    [{ place: 'x' }, 'Missing input: street'],
  ])('refuses the inputs %j with 400, holding nothing', async (inputs, error) => {
    const { tasks, fromTemplate } = await withTemplate();
    expect(await refusalOf(() => fromTemplate(inputs))).toEqual({ status: 400, body: { error: expect.stringContaining(error) } });
    expect(tasks.table.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(0);
  });

  it('refuses inputs without a template (400), an unknown template (404) and a body without a title or template (400)', async () => {
    const { postTask } = routes();
    expect(await refusalOf(() => postTask({ ...taskBody(), inputs: { place: 'x' } }))).toEqual({
      status: 400,
      body: { error: 'inputs is only accepted with template_id' },
    });
    expect(await refusalOf(() => postTask({ template_id: 'tpl_unknown', inputs: {} }))).toEqual({
      status: 404,
      body: { error: 'Template not found' },
    });
    expect(await refusalOf(() => postTask({ description: 'no title' }))).toEqual({ status: 400, body: { error: 'title is required' } });
  });

  it('needs a location for a template that requires one', async () => {
    const { postTask } = routes();
    const fromBuiltin = { template_id: 'tpl_builtin_place_open', inputs: { place: 'Cafe', address: '1 Main St' }, reward_usd: 5 };
    expect(await refusalOf(() => postTask(fromBuiltin))).toEqual({ status: 400, body: { error: 'location is required by the template' } });
  });
});
