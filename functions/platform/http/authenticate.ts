import { hashApiKey, looksLikeApiKey } from '../../modules/agents/domain/api-keys';
import { findKeyByHash, recordKeyUse } from '../../modules/agents/store/agents-store';
import { errors } from '../kernel/errors';
import type { AdminPrincipal } from './admin-auth';
import type { OperatorPrincipal } from './operator-auth';

export interface AgentPrincipal {
  kind: 'agent';
  agentId: string;
  keyId: string;
}

export type Principal = AgentPrincipal | OperatorPrincipal | AdminPrincipal;

/** last_used_at is kept to this precision so that authentication stays one read, not a write. */
const KEY_USE_RECORD_INTERVAL_MS = 5 * 60 * 1000;
const lastRecordedUse = new Map<string, number>();

/**
 * The API key a request carries: `X-API-Key`, or with `bearer` also `Authorization: Bearer hk_live_...`.
 * Another bearer token (an operator's JWT) carries no API key, so it is refused as on every agent route.
 */
export const agentApiKey = (headers: Readonly<Record<string, string | undefined>>, options: { bearer?: boolean } = {}): string | undefined => {
  if (headers['x-api-key']) return headers['x-api-key'];
  if (!options.bearer) return undefined;
  return /^Bearer\s+(hk_live_\S*)\s*$/i.exec(headers.authorization ?? '')?.[1];
};

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
