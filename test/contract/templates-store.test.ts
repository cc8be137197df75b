import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Template } from '../../functions/contexts/work/templates/domain/templates';
import type { TemplatesStore } from '../../functions/contexts/work/templates/ports';
import { templatesTable } from '../../functions/contexts/work/templates/wiring/table';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeTemplatesTable } from '../support/fakes/templates';

const sides = contractSides<TemplatesStore>({
  fake: () => new FakeTemplatesTable().templates,
  'DynamoDB Local': () => templatesTable,
});

const aTemplate = (agentId: string): Template & { agent_id: string } => ({
  template_id: `tpl_${randomUUID()}`,
  agent_id: agentId,
  name: 'Door check',
  task_type: 'VERIFICATION',
  title: 'Is the bakery open?',
  description: 'Photograph the door',
  proof_requirements: ['photo of the door'],
  location_required: false,
  builtin: false,
  created_at: '2026-11-29T11:00:00.000Z',
});

describe.each(sides)('The templates store (%s)', (_side, make) => {
  const agent = () => `agt_contract_${randomUUID()}`;

  it('keeps an agent’s templates under that agent: another agent’s id finds nothing', async () => {
    const store = make();
    const [owner, other] = [agent(), agent()];
    const template = aTemplate(owner);
    await store.insertTemplate(template, 5);
    expect(await store.getTemplate(owner, template.template_id)).toMatchObject({ name: 'Door check', title: template.title });
    expect(await store.getTemplate(other, template.template_id)).toBeUndefined();
    expect((await store.listTemplates(owner)).map(({ template_id }) => template_id)).toEqual([template.template_id]);
    expect(await store.listTemplates(other)).toEqual([]);
    expect(await store.deleteTemplate(other, template.template_id)).toBe(false);
  });

  it('refuses a template at the limit held, and a deletion frees its slot once', async () => {
    const store = make();
    const owner = agent();
    const [first, second] = [aTemplate(owner), aTemplate(owner)];
    await store.insertTemplate(first, 2);
    await store.insertTemplate(second, 2);
    expect(await refusalOf(store.insertTemplate(aTemplate(owner), 2))).toEqual({
      error: 'RuleViolationError',
      message: 'Too many templates: at most 2 per agent',
    });
    expect(await store.deleteTemplate(owner, first.template_id)).toBe(true);
    expect(await store.deleteTemplate(owner, first.template_id)).toBe(false);
    await store.insertTemplate(aTemplate(owner), 2);
    expect(await refusalOf(store.insertTemplate(aTemplate(owner), 2))).toMatchObject({ error: 'RuleViolationError' });
    expect(await store.listTemplates(owner)).toHaveLength(2);
  });
});
