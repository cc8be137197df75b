import { z } from 'zod';
import { generateApiKey } from '../../core/api-keys';
import { newId } from '../../core/secrets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { addKey } from '../../store/agents';
import { apiKeySecret, timestamp } from '../../wire/schemas';

const body = z.object({ name: z.string().trim().min(1).max(100) });
const responses = {
  201: z.object({ key_id: z.string(), api_key: apiKeySecret, key_prefix: z.string(), name: z.string(), created_at: timestamp }),
};

export const handler = apiHandler({ body, responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const createdAt = request.now.toISOString();
  const key = { ...generateApiKey(), keyId: newId('key'), name: request.body.name };
  await addKey(agentId, key, createdAt);
  return {
    status: 201,
    body: { key_id: key.keyId, api_key: key.apiKey, key_prefix: key.keyPrefix, name: key.name, created_at: createdAt },
  };
});
