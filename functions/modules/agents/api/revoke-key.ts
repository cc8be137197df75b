import * as z from 'zod/mini';
import { apiHandler, callingAgent } from '../../../platform/http/api-handler';
import { idParams } from '../../../platform/wire/schemas';
import { revokeApiKey } from '../use-cases/revoke-api-key';

const responses = { 200: z.object({ revoked: z.literal(true) }) };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  await revokeApiKey(callingAgent(request).agentId, request.params.id, request.now);
  return { status: 200, body: { revoked: true } };
});
