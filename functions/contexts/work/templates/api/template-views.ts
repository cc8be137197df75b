import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import { resultSchemaField } from '../../tasks/api/task-inputs';
import { taskType } from '../../tasks/api/task-status-views';
import { type Template, templatePlaceholders } from '../domain/templates';

export const templateSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    template_id: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    builtin: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.boolean(), {
      description: 'True for the templates the service ships (every agent sees them; they cannot be deleted)',
    }),
    task_type: taskType,
    title: /* @__PURE__ */ z.string(),
    description: /* @__PURE__ */ z.string(),
    proof_requirements: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    placeholders: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string()), {
      description: 'The {{names}} in title and description: the inputs a task from it needs',
    }),
    result_schema: /* @__PURE__ */ z.nullable(resultSchemaField),
    reward_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
      description: 'The default reward of its tasks; null: each task gives reward_usd',
    }),
    location_required: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.boolean(), { description: 'Tasks from it must give a location' }),
    created_at: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(timestamp), { description: 'null for built-in templates' }),
  }),
  { id: 'Template', description: 'A task shape to create tasks from (POST /api/v1/tasks with template_id and inputs)' },
);

export const templateView = (template: Template): z.output<typeof templateSchema> => ({
  template_id: template.template_id,
  name: template.name,
  builtin: template.builtin,
  task_type: template.task_type,
  title: template.title,
  description: template.description,
  proof_requirements: template.proof_requirements,
  placeholders: templatePlaceholders(template),
  result_schema: (template.result_schema as Record<string, unknown> | undefined) ?? null,
  reward_usd: template.reward_cents === undefined ? null : toDollars(template.reward_cents),
  location_required: template.location_required,
  created_at: template.created_at ?? null,
});
