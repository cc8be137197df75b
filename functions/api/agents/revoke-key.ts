import { z } from 'zod';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { revokeKey } from '../../store/agents';
import { idParams } from '../../wire/schemas';

const responses = { 200: z.object({ revoked: z.literal(true) }) };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  await revokeKey(callingAgent(request).agentId, request.params.id, request.now.toISOString());
  return { status: 200, body: { revoked: true } };
});
