import { API_KEY_SCOPES, type ApiKeyScope, type KeySpendLimits } from '../../../../platform/kernel/api-key-scopes';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { newId } from '../../../../platform/kernel/secrets';
import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import { checkKeyExpiry, generateApiKey, type KeyGrant, keyExpired, MAX_ACTIVE_API_KEYS } from '../domain/api-keys';
import { agentErrors } from '../errors';
import type { KeyPorts } from '../ports';

interface KeyRequest extends KeyGrant {
  name: string;
}

/** A key as made: its secret is in `apiKey` this once. */
interface CreatedKey {
  keyId: string;
  apiKey: string;
  keyPrefix: string;
  name: string;
  createdAt: string;
  scopes: ApiKeyScope[];
  limits?: KeySpendLimits;
  expiresAt?: string;
}

/** Revokes the agent's expired keys still counted as active; how many went. */
const revokeExpiredKeys = async ({ agents }: KeyPorts, agentId: string, now: Date): Promise<number> => {
  const expired = (await agents.listActiveKeys(agentId)).filter((key) => keyExpired(key.valid_until, now));
  const revoked = await Promise.all(
    expired.map((key) =>
      agents.revokeKey(agentId, key.key_id, now.toISOString()).then(
        () => 1,
        // Revoked meanwhile by another request: gone either way.
        (error: unknown) => (error instanceof NotFoundError ? 0 : Promise.reject(error)),
      ),
    ),
  );
  return revoked.reduce<number>((sum, one) => sum + one, 0);
};

/**
 * A further API key for the agent:
 * 1. its scopes (default: all), spending limits (default: none) and expiry (default: never; else in
 *    the future, at most MAX_KEY_LIFETIME_DAYS ahead);
 * 2. at most MAX_ACTIVE_API_KEYS active keys (422), counted in the transaction that adds it (with
 *    what `contribute` adds); an expired key no longer counts as active, so when the count is full the
 *    agent's expired keys are revoked and the key is tried once more;
 * 3. its secret is returned this once; only its hash is stored.
 */
export const createApiKey = async (
  deps: KeyPorts,
  agentId: string,
  request: KeyRequest,
  now: Date,
  contribute: Contributes<CreatedKey> = contributesNothing,
): Promise<CreatedKey> => {
  const createdAt = now.toISOString();
  const expiresAt = request.expiresAt === undefined ? undefined : checkKeyExpiry(request.expiresAt, now);
  // In the catalogue's order, each once, whatever order and repeats the request had.
  const scopes = request.scopes ? API_KEY_SCOPES.filter((scope) => request.scopes!.includes(scope)) : [...API_KEY_SCOPES];
  const limits =
    request.limits && (request.limits.maxTaskCents !== undefined || request.limits.dailySpendCents !== undefined) ? request.limits : undefined;
  const secret = generateApiKey();
  const key = {
    ...secret,
    keyId: newId('key'),
    name: request.name,
    scopes,
    ...(limits ? { limits } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    ...(request.resource ? { resource: request.resource } : {}),
  };
  const created: CreatedKey = {
    keyId: key.keyId,
    apiKey: secret.apiKey,
    keyPrefix: secret.keyPrefix,
    name: key.name,
    createdAt,
    scopes,
    limits,
    expiresAt,
  };
  const add = () => deps.agents.addKey(agentId, key, createdAt, MAX_ACTIVE_API_KEYS, contribute(created));
  if ((await add()) === 'added') return created;
  if ((await revokeExpiredKeys(deps, agentId, now)) > 0 && (await add()) === 'added') return created;
  throw agentErrors.tooManyApiKeys();
};
