import * as z from 'zod/mini';
import { agentHandler } from '../../../platform/http/agent-handler';
import { idParams } from '../../../platform/wire/schemas';
import { revokeApiKey } from '../use-cases/revoke-api-key';

const responses = { 200: z.object({ revoked: z.literal(true) }) };

export const handler = agentHandler({ params: idParams, responses })(async (request) => {
  await revokeApiKey(request.principal.agentId, request.params.id, request.now);
  return { status: 200, body: { revoked: true } };
});
