import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATES_PER_AGENT } from '../../../../../../../functions/contexts/work/templates/domain/templates';
import { expandCreationBody } from '../../../../../../../functions/contexts/work/templates/use-cases/expand-creation-body';
import {
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  type TemplateRequest,
} from '../../../../../../../functions/contexts/work/templates/use-cases/manage-templates';
import { FakeTemplatesTable } from '../../../../../../support/fakes/templates';

const now = new Date('2026-11-26T12:00:00.000Z');
const request: TemplateRequest = {
  name: 'Queue length',
  task_type: 'VERIFICATION',
  title: 'How long is the queue at {{place}}?',
  description: 'Go to {{place}} and count the people waiting.',
  proof_requirements: ['A photo of the queue'],
  result_schema: { type: 'object', properties: { people: { type: 'integer', minimum: 0 } }, required: ['people'] },
  reward: 500,
};

describe('createTemplate', () => {
  it('stores the template with its schema held to the subset', async () => {
    const table = new FakeTemplatesTable();
    const template = await createTemplate(table, 'agent_a', request, now);
    expect(template).toMatchObject({
      agent_id: 'agent_a',
      builtin: false,
      location_required: false,
      reward_cents: 500,
      created_at: now.toISOString(),
    });
    expect(template.template_id).toMatch(/^tpl_[0-9a-f]{32}$/);
    expect(await findTemplate(table, 'agent_a', template.template_id)).toEqual(template);
  });

  it('refuses a schema outside the subset and stores nothing', async () => {
    const table = new FakeTemplatesTable();
    await expect(
      createTemplate(table, 'agent_a', { ...request, result_schema: { type: 'object', properties: { x: { $ref: '#/y' } } } }, now),
    ).rejects.toThrow('result_schema properties.x must have a type or an enum');
    expect(table.items.size).toBe(0);
  });

  it('refuses a default reward below the task minimum', async () => {
    await expect(createTemplate(new FakeTemplatesTable(), 'agent_a', { ...request, reward: 99 }, now)).rejects.toThrow('Minimum task value is $1');
  });

  it(`refuses the agent's template beyond ${MAX_TEMPLATES_PER_AGENT}, and takes one again after a deletion`, async () => {
    const table = new FakeTemplatesTable();
    const made = [];
    for (let i = 0; i < MAX_TEMPLATES_PER_AGENT; i++) made.push(await createTemplate(table, 'agent_a', request, now));
    await expect(createTemplate(table, 'agent_a', request, now)).rejects.toThrow(`Too many templates: at most ${MAX_TEMPLATES_PER_AGENT} per agent`);
    await createTemplate(table, 'agent_b', request, now);
    await deleteTemplate(table, 'agent_a', made[0]!.template_id);
    await createTemplate(table, 'agent_a', request, now);
  });
});

describe('finding, listing and deleting', () => {
  it("lists the built-ins first, then the agent's own, never another agent's", async () => {
    const table = new FakeTemplatesTable();
    const own = await createTemplate(table, 'agent_a', request, now);
    await createTemplate(table, 'agent_b', request, now);
    const listed = await listTemplates(table, 'agent_a');
    expect(listed.filter((template) => template.builtin)).toHaveLength(4);
    expect(listed.filter((template) => !template.builtin)).toEqual([own]);
  });

  it("answers another agent's template as not found, to find and to delete", async () => {
    const table = new FakeTemplatesTable();
    const theirs = await createTemplate(table, 'agent_b', request, now);
    await expect(findTemplate(table, 'agent_a', theirs.template_id)).rejects.toThrow('Template not found');
    await expect(deleteTemplate(table, 'agent_a', theirs.template_id)).rejects.toThrow('Template not found');
    expect(await findTemplate(table, 'agent_b', theirs.template_id)).toEqual(theirs);
  });

  it('refuses to delete a built-in template', async () => {
    await expect(deleteTemplate(new FakeTemplatesTable(), 'agent_a', 'tpl_builtin_place_open')).rejects.toThrow(
      'Built-in templates cannot be deleted',
    );
  });

  it('deletes once: the second deletion finds nothing', async () => {
    const table = new FakeTemplatesTable();
    const template = await createTemplate(table, 'agent_a', request, now);
    await deleteTemplate(table, 'agent_a', template.template_id);
    await expect(deleteTemplate(table, 'agent_a', template.template_id)).rejects.toThrow('Template not found');
    expect(table.held.get('agent_a')).toBe(0);
  });
});

describe('expandCreationBody', () => {
  it('passes a full body through, with the default type and the reward in cents', async () => {
    const task = await expandCreationBody(new FakeTemplatesTable(), 'agent_a', {
      title: 'T',
      description: 'D',
      reward_usd: 12.34,
      proof_requirements: ['P'],
    });
    expect(task).toEqual({ title: 'T', description: 'D', reward: 1234, proof_requirements: ['P'], task_type: 'VERIFICATION' });
  });

  it('names the first field a body without a template lacks', async () => {
    await expect(expandCreationBody(new FakeTemplatesTable(), 'agent_a', { description: 'D' })).rejects.toThrow('title is required');
    await expect(
      expandCreationBody(new FakeTemplatesTable(), 'agent_a', { title: 'T', description: 'D', proof_requirements: ['P'] }),
    ).rejects.toThrow('reward_usd is required');
  });

  it("takes the template's fields with its placeholders filled, the body's fields winning", async () => {
    const table = new FakeTemplatesTable();
    const template = await createTemplate(table, 'agent_a', request, now);
    const task = await expandCreationBody(table, 'agent_a', {
      template_id: template.template_id,
      inputs: { place: 'the post office', unused: 'ignored' },
      reward_usd: 7,
      deadline: '2026-11-27T12:00:00.000Z',
    });
    expect(task).toEqual({
      title: 'How long is the queue at the post office?',
      description: 'Go to the post office and count the people waiting.',
      reward: 700,
      proof_requirements: ['A photo of the queue'],
      task_type: 'VERIFICATION',
      result_schema: template.result_schema,
      template_id: template.template_id,
      deadline: '2026-11-27T12:00:00.000Z',
    });
  });

  it('takes a result_schema given in the body over the template, held to the subset', async () => {
    const table = new FakeTemplatesTable();
    const template = await createTemplate(table, 'agent_a', request, now);
    const body = { template_id: template.template_id, inputs: { place: 'x' } };
    const own = { type: 'object', properties: { ok: { type: 'boolean' } } };
    expect((await expandCreationBody(table, 'agent_a', { ...body, result_schema: own })).result_schema).toEqual(own);
    await expect(
      expandCreationBody(table, 'agent_a', { ...body, result_schema: { type: 'object', properties: { d: { type: 'string', format: 'date' } } } }),
    ).rejects.toThrow('result_schema properties.d: keyword format is not supported');
  });

  it('refuses a placeholder without input, an unknown or foreign template, inputs alone, and a missing location', async () => {
    const table = new FakeTemplatesTable();
    const theirs = await createTemplate(table, 'agent_b', request, now);
    const mine = await createTemplate(table, 'agent_a', request, now);
    await expect(expandCreationBody(table, 'agent_a', { template_id: mine.template_id })).rejects.toThrow('Missing input: place');
    await expect(expandCreationBody(table, 'agent_a', { template_id: theirs.template_id, inputs: { place: 'x' } })).rejects.toThrow(
      'Template not found',
    );
    await expect(expandCreationBody(table, 'agent_a', { template_id: 'tpl_nope' })).rejects.toThrow('Template not found');
    await expect(expandCreationBody(table, 'agent_a', { inputs: { place: 'x' } })).rejects.toThrow('inputs is only accepted with template_id');
    await expect(
      expandCreationBody(table, 'agent_a', { template_id: 'tpl_builtin_place_open', inputs: { place: 'Cafe', address: '1 Main St' }, reward_usd: 5 }),
    ).rejects.toThrow('location is required by the template');
  });

  it('needs a reward from the body when the template has none (the built-ins have none)', async () => {
    const body = { template_id: 'tpl_builtin_place_open', inputs: { place: 'Cafe', address: '1 Main St' }, location: { lat: 1, lng: 2 } };
    await expect(expandCreationBody(new FakeTemplatesTable(), 'agent_a', body)).rejects.toThrow('reward_usd is required');
    const task = await expandCreationBody(new FakeTemplatesTable(), 'agent_a', { ...body, reward_usd: 5 });
    expect(task).toMatchObject({
      title: 'Check whether Cafe is open',
      task_type: 'VERIFICATION',
      reward: 500,
      template_id: 'tpl_builtin_place_open',
    });
  });
});
