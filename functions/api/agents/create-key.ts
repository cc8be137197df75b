import { z } from 'zod';
import { generateApiKey } from '../../core/api-keys';
import { newId } from '../../core/secrets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { addKey } from '../../store/agents';

const body = z.object({ name: z.string().trim().min(1).max(100) });

export const handler = apiHandler({ body }, async (request) => {
  const { agentId } = callingAgent(request);
  const createdAt = request.now.toISOString();
  const key = { ...generateApiKey(), keyId: newId('key'), name: request.body.name };
  await addKey(agentId, key, createdAt);
  return {
    status: 201,
    body: { key_id: key.keyId, api_key: key.apiKey, key_prefix: key.keyPrefix, name: key.name, created_at: createdAt },
  };
});
