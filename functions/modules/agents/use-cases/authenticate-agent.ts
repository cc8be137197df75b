import { errors } from '../../../platform/kernel/errors';
import type { AgentPrincipal } from '../../../platform/kernel/principals';
import { hashApiKey, looksLikeApiKey } from '../domain/api-keys';
import { findKeyByHash, recordKeyUse } from '../store/agents-store';

/** last_used_at is kept to this precision so that authentication stays one read, not a write. */
const KEY_USE_RECORD_INTERVAL_MS = 5 * 60 * 1000;
const lastRecordedUse = new Map<string, number>();

export const authenticateAgent = async (apiKey: string | undefined, now: Date): Promise<AgentPrincipal> => {
  if (!apiKey) throw errors.missingApiKey();
  if (!looksLikeApiKey(apiKey)) throw errors.invalidApiKey();
  const found = await findKeyByHash(hashApiKey(apiKey));
  if (!found) throw errors.invalidApiKey();
  const last = lastRecordedUse.get(found.keyId) ?? 0;
  if (now.getTime() - last >= KEY_USE_RECORD_INTERVAL_MS) {
    lastRecordedUse.set(found.keyId, now.getTime());
    await recordKeyUse(found.agentId, found.keyId, now.toISOString());
  }
  return { kind: 'agent', ...found };
};
