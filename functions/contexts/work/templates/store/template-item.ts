import * as z from 'zod/mini';
import { cents, itemOf } from '../../../../platform/table/read-item';
import { TASK_TYPES } from '../../tasks/domain';
import { resultSchemaItem } from '../../tasks/store';
import type { Template } from '../domain/templates';

/** An agent's template (templatesKeys.agentTemplate). */
export const templateItem = /* @__PURE__ */ itemOf<Template>()(() => ({
  template_id: z.string(),
  agent_id: z.optional(z.string()),
  name: z.string(),
  task_type: z.enum(TASK_TYPES),
  title: z.string(),
  description: z.string(),
  proof_requirements: z.array(z.string()),
  result_schema: z.optional(resultSchemaItem()),
  reward_cents: z.optional(cents()),
  location_required: z.boolean(),
  builtin: z.boolean(),
  created_at: z.optional(z.string()),
}));
