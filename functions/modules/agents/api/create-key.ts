import * as z from 'zod/mini';
import { agentHandler } from '../../../platform/http/agent-handler';
import { apiKeySecret, timestamp } from '../../../platform/wire/schemas';
import { createApiKey } from '../use-cases/create-api-key';

const body = z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
const responses = {
  201: z.object({ key_id: z.string(), api_key: apiKeySecret, key_prefix: z.string(), name: z.string(), created_at: timestamp }),
};

export const handler = agentHandler({ body, responses })(async (request) => {
  const key = await createApiKey(request.principal.agentId, request.body.name, request.now);
  return {
    status: 201,
    body: { key_id: key.keyId, api_key: key.apiKey, key_prefix: key.keyPrefix, name: key.name, created_at: key.createdAt },
  };
});
