import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { findTemplate } from '../use-cases/manage-templates';
import { templateReads } from '../wiring/table';
import { templateSchema, templateView } from './template-views';

const responses = !import.meta.bundled && { 200: templateSchema };

export const handler = agentHandler({ scope: 'tasks:read', params: idParams, responses })(async (request) => ({
  status: 200,
  body: templateView(await findTemplate(templateReads, request.principal.agentId, request.params.id)),
}));
