import * as z from 'zod/mini';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { revokeApiKey } from '../../use-cases/agents/revoke-api-key';
import { idParams } from '../../wire/schemas';

const responses = { 200: z.object({ revoked: z.literal(true) }) };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  await revokeApiKey(callingAgent(request).agentId, request.params.id, request.now);
  return { status: 200, body: { revoked: true } };
});
