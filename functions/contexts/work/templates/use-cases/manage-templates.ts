import { platformErrors } from '../../../../platform/kernel/errors';
import type { Cents } from '../../../../platform/kernel/money';
import { toDollars } from '../../../../platform/kernel/money';
import { newId } from '../../../../platform/kernel/secrets';
import { MINIMUM_TASK_VALUE, parseResultSchema, type TaskType } from '../../tasks/domain';
import { taskErrors } from '../../tasks/errors';
import { BUILTIN_TEMPLATES, builtinTemplate, MAX_INPUTS, MAX_TEMPLATES_PER_AGENT, type Template, templatePlaceholders } from '../domain/templates';
import { templateErrors } from '../errors';
import type { TemplateLookup, TemplatePorts } from '../ports';

export interface TemplateRequest {
  name: string;
  task_type: TaskType;
  title: string;
  description: string;
  proof_requirements: string[];
  result_schema?: unknown;
  reward?: Cents;
  location_required?: boolean;
}

/**
 * Defines a template for the agent: its result_schema held to the subset (400 naming what is not),
 * its placeholders at most MAX_INPUTS, its default reward at least the task minimum; its texts
 * screened by the acceptable use policy (422 naming the category; a doubtful template is kept, its
 * tasks are screened again when created); stored and counted in one transaction (422 `Too many
 * templates` at MAX_TEMPLATES_PER_AGENT).
 */
export const createTemplate = async (deps: TemplatePorts, agentId: string, request: TemplateRequest, now: Date): Promise<Template> => {
  const resultSchema = request.result_schema === undefined ? undefined : parseResultSchema(request.result_schema);
  if (templatePlaceholders(request).length > MAX_INPUTS)
    throw platformErrors.invalid(`title and description must hold at most ${MAX_INPUTS} placeholders`);
  if (request.reward !== undefined && request.reward < MINIMUM_TASK_VALUE) throw taskErrors.minimumTaskValue(toDollars(MINIMUM_TASK_VALUE));
  await deps.screen({ subject: 'template', agentId, texts: [request.name, request.title, request.description, ...request.proof_requirements] }, now);
  const template: Template & { agent_id: string } = {
    template_id: newId('tpl'),
    agent_id: agentId,
    name: request.name,
    task_type: request.task_type,
    title: request.title,
    description: request.description,
    proof_requirements: request.proof_requirements,
    ...(resultSchema ? { result_schema: resultSchema } : {}),
    ...(request.reward !== undefined ? { reward_cents: request.reward } : {}),
    location_required: request.location_required ?? false,
    builtin: false,
    created_at: now.toISOString(),
  };
  await deps.templates.insertTemplate(template, MAX_TEMPLATES_PER_AGENT);
  return template;
};

/** The built-in templates, then the agent's own, oldest first. */
export const listTemplates = async (deps: Pick<TemplatePorts, 'templates'>, agentId: string): Promise<Template[]> => [
  ...BUILTIN_TEMPLATES,
  ...(await deps.templates.listTemplates(agentId)),
];

/** A built-in template or one of the agent's own; anyone else's is `Template not found` (404), as an unknown id. */
export const findTemplate = async (deps: TemplateLookup, agentId: string, templateId: string): Promise<Template> => {
  const template = builtinTemplate(templateId) ?? (await deps.templates.getTemplate(agentId, templateId));
  if (!template) throw templateErrors.templateNotFound();
  return template;
};

/** Deletes one of the agent's templates (tasks made from it keep their copy of its fields); built-ins stay (403). */
export const deleteTemplate = async (deps: Pick<TemplatePorts, 'templates'>, agentId: string, templateId: string): Promise<void> => {
  if (builtinTemplate(templateId)) throw templateErrors.builtinTemplateNotDeletable();
  if (!(await deps.templates.deleteTemplate(agentId, templateId))) throw templateErrors.templateNotFound();
};
