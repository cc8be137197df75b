import { newId } from '../../../platform/kernel/secrets';
import { generateApiKey, MAX_ACTIVE_API_KEYS } from '../domain/api-keys';
import { addKey } from '../store/agents-store';

/** A further API key for the agent, at most MAX_ACTIVE_API_KEYS active (422); its secret is returned this once and only its hash is stored. */
export const createApiKey = async (agentId: string, name: string, now: Date) => {
  const createdAt = now.toISOString();
  const key = { ...generateApiKey(), keyId: newId('key'), name };
  await addKey(agentId, key, createdAt, MAX_ACTIVE_API_KEYS);
  return { keyId: key.keyId, apiKey: key.apiKey, keyPrefix: key.keyPrefix, name: key.name, createdAt };
};
