/**
 * Ports: what the templates use cases need from outside the module (the pattern: contexts/money/payouts/ports.ts).
 */
import type { ScreeningPass, ScreeningRequest } from '../safety/domain';
import type { Template } from './domain/templates';

/** An agent's templates (each method is one read or one transaction). */
export interface TemplatesStore {
  getTemplate(agentId: string, templateId: string): Promise<Template | undefined>;
  listTemplates(agentId: string): Promise<Template[]>;
  /** Stores the template and counts it on the agent, refused at `limit` held (templateErrors.tooManyTemplates). */
  insertTemplate(template: Template & { agent_id: string }, limit: number): Promise<void>;
  /** Deletes the template and frees its slot; false when the agent holds no such template. */
  deleteTemplate(agentId: string, templateId: string): Promise<boolean>;
}

/** What finding a template by id reads (a creation body that names one, a quote): one get, none of the writes. */
export interface TemplateLookup {
  templates: Pick<TemplatesStore, 'getTemplate'>;
}

export interface TemplatePorts {
  templates: TemplatesStore;
  /** The acceptable use policy's screening (safety's screenRequest): throws its refusal, answers allow or hold. */
  screen(request: ScreeningRequest, now: Date): Promise<ScreeningPass>;
}
