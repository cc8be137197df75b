import type { Template } from '../../../functions/contexts/work/templates/domain/templates';
import { templateErrors } from '../../../functions/contexts/work/templates/errors';
import type { TemplatePorts, TemplatesStore } from '../../../functions/contexts/work/templates/ports';
import { FakeScreening } from './screening';

/**
 * Templates in memory, with templates-store's conditions: an agent's templates are keyed by agent
 * (another agent's id finds nothing), a creation at `limit` held is refused, a deletion frees a slot once.
 */
export class FakeTemplatesTable implements TemplatePorts {
  readonly items = new Map<string, Template & { agent_id: string }>();
  readonly held = new Map<string, number>();
  readonly screening = new FakeScreening();
  readonly screen = this.screening.screen;

  private key = (agentId: string, templateId: string) => `${agentId}/${templateId}`;

  readonly templates: TemplatesStore = {
    getTemplate: async (agentId, templateId) => structuredClone(this.items.get(this.key(agentId, templateId))),
    listTemplates: async (agentId) =>
      [...this.items.values()].filter((template) => template.agent_id === agentId).map((template) => structuredClone(template)),
    insertTemplate: async (template, limit) => {
      const held = this.held.get(template.agent_id) ?? 0;
      if (held >= limit) throw templateErrors.tooManyTemplates(limit);
      this.held.set(template.agent_id, held + 1);
      this.items.set(this.key(template.agent_id, template.template_id), structuredClone(template));
    },
    deleteTemplate: async (agentId, templateId) => {
      if (!this.items.delete(this.key(agentId, templateId))) return false;
      this.held.set(agentId, (this.held.get(agentId) ?? 1) - 1);
      return true;
    },
  };
}
