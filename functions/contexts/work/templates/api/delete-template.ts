import * as z from 'zod/mini';
import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { deleteTemplate } from '../use-cases/manage-templates';
import { templateReads } from '../wiring/table';

const responses = !import.meta.bundled && { 200: z.object({ template_id: z.string(), deleted: z.literal(true) }) };

/** Deletes one of the agent's templates; tasks made from it keep their fields. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, responses })(async (request) => {
  await deleteTemplate(templateReads, request.principal.agentId, request.params.id);
  return { status: 200, body: { template_id: request.params.id, deleted: true as const } };
});
