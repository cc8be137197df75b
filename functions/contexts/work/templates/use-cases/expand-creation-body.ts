import { platformErrors } from '../../../../platform/kernel/errors';
import { toCents } from '../../../../platform/kernel/money';
import type { TaskRequest } from '../../tasks/domain';
import { DEFAULT_TASK_TYPE, parseResultSchema, type TaskType } from '../../tasks/domain';
import { templateFields } from '../domain/templates';
import { templateErrors } from '../errors';
import type { TemplateLookup } from '../ports';
import { findTemplate } from './manage-templates';

/** The fields a template can give: optional in a creation body, required of the task it becomes. */
type FromTemplate = 'title' | 'description' | 'reward' | 'proof_requirements' | 'task_type' | 'result_schema' | 'template_id';

/**
 * A task creation body as the API takes it (POST /api/v1/tasks, and every route that takes the same
 * body): a full task, or `template_id` + `inputs` with any of the template's fields overridden.
 */
export type CreationBody = Omit<TaskRequest, FromTemplate> & {
  template_id?: string;
  inputs?: Record<string, string>;
  title?: string;
  description?: string;
  reward_usd?: number;
  proof_requirements?: string[];
  task_type?: TaskType;
  result_schema?: unknown;
};

const required = <T>(value: T | undefined, field: string): T => {
  if (value === undefined) throw platformErrors.invalid(`${field} is required`);
  return value;
};

/**
 * The one place a creation body becomes a full task request:
 * 1. `inputs` only with `template_id`; an unknown template (or another agent's) is 404 `Template not found`;
 * 2. the template's fields, its placeholders filled from `inputs` (400 `Missing input: <name>`), under
 *    the fields the body gives, which win;
 * 3. a template that requires a location gets one; what neither gives is `<field> is required`;
 * 4. a result_schema given in the body is held to the subset (400 naming what is not in it).
 */
export const expandCreationBody = async (deps: TemplateLookup, agentId: string, body: CreationBody): Promise<TaskRequest> => {
  const { template_id, inputs, title, description, reward_usd, proof_requirements, task_type, result_schema, ...rest } = body;
  if (inputs !== undefined && template_id === undefined) throw templateErrors.inputsWithoutTemplate();
  const template = template_id === undefined ? undefined : await findTemplate(deps, agentId, template_id);
  const filled = template && templateFields(template, inputs ?? {}, { title, description });
  if (template?.location_required && !rest.location) throw templateErrors.locationRequiredByTemplate();
  const resultSchema = result_schema !== undefined ? parseResultSchema(result_schema) : filled?.result_schema;
  return {
    ...rest,
    title: required(title ?? filled?.title, 'title'),
    description: required(description ?? filled?.description, 'description'),
    reward: required(reward_usd !== undefined ? toCents(reward_usd) : filled?.reward_cents, 'reward_usd'),
    proof_requirements: required(proof_requirements ?? filled?.proof_requirements, 'proof_requirements'),
    task_type: task_type ?? filled?.task_type ?? DEFAULT_TASK_TYPE,
    ...(resultSchema ? { result_schema: resultSchema } : {}),
    ...(template ? { template_id: template.template_id } : {}),
  };
};
