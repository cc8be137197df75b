import { generateApiKey } from '../../core/api-keys';
import { newId } from '../../core/secrets';
import { addKey } from '../../store/agents';

/** A further API key for the agent; its secret is returned this once and only its hash is stored. */
export const createApiKey = async (agentId: string, name: string, now: Date) => {
  const createdAt = now.toISOString();
  const key = { ...generateApiKey(), keyId: newId('key'), name };
  await addKey(agentId, key, createdAt);
  return { keyId: key.keyId, apiKey: key.apiKey, keyPrefix: key.keyPrefix, name: key.name, createdAt };
};
