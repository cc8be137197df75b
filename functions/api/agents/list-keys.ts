import { apiHandler, callingAgent } from '../../http/api-handler';
import { listActiveKeys } from '../../store/agents';

export const handler = apiHandler({}, async (request) => {
  const keys = await listActiveKeys(callingAgent(request).agentId);
  return {
    status: 200,
    body: {
      data: keys.map((key) => ({
        key_id: key.key_id,
        key_prefix: key.key_prefix,
        name: key.name,
        created_at: key.created_at,
        last_used_at: key.last_used_at ?? null,
      })),
    },
  };
});
