import * as z from 'zod/mini';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { listTemplates } from '../use-cases/manage-templates';
import { templateReads } from '../wiring/table';
import { templateSchema, templateView } from './template-views';

const responses = !import.meta.bundled && { 200: z.object({ data: z.array(templateSchema) }) };

/** The built-in templates, then the agent's own. */
export const handler = agentHandler({ scope: 'tasks:read', responses })(async (request) => ({
  status: 200,
  body: { data: (await listTemplates(templateReads, request.principal.agentId)).map(templateView) },
}));
