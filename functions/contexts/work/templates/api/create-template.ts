import * as z from 'zod/mini';
import { toCents } from '../../../../platform/kernel/money';
import { wholeCents } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { resultSchemaField, taskTexts } from '../../tasks/api/task-inputs';
import { TASK_TYPES } from '../../tasks/domain';
import { MAX_TEMPLATE_NAME } from '../domain/templates';
import { createTemplate } from '../use-cases/manage-templates';
import { templateRequests } from '../wiring/api';
import { templateSchema, templateView } from './template-views';

const body = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEMPLATE_NAME)),
  task_type: z.enum(TASK_TYPES),
  ...taskTexts,
  result_schema: z.optional(resultSchemaField),
  reward_usd: z.optional(wholeCents(z.number())),
  location_required: z.optional(z.boolean()),
});
const responses = !import.meta.bundled && { 201: templateSchema };

/** Defines a template the agent creates tasks from. */
export const handler = agentHandler({ scope: 'tasks:write', body, responses })(async (request) => {
  const { reward_usd, ...fields } = request.body;
  const template = await createTemplate(
    templateRequests,
    request.principal.agentId,
    { ...fields, ...(reward_usd === undefined ? {} : { reward: toCents(reward_usd)! }) },
    request.now,
  );
  return { status: 201, body: templateView(template) };
});
