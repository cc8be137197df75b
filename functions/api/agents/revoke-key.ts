import { z } from 'zod';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { revokeKey } from '../../store/agents';

const params = z.object({ id: z.string().min(1).max(100) });

export const handler = apiHandler({ params }, async (request) => {
  await revokeKey(callingAgent(request).agentId, request.params.id, request.now.toISOString());
  return { status: 200, body: { revoked: true } };
});
