import type { ApiKeyScope } from '../../../../platform/kernel/api-key-scopes';
import { newId, sha256Hex } from '../../../../platform/kernel/secrets';
import {
  ACCESS_TOKEN_SECONDS,
  checkResource,
  type Endpoints,
  type Grant,
  newRefreshToken,
  OAuthError,
  REFRESH_TOKEN_DAYS,
  type RefreshToken,
  verifierMatches,
} from '../domain/oauth';
import type { OAuthPorts } from '../ports';
import { resolveClient } from './oauth-clients';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token request's form fields (RFC 6749 §4.1.3 and §6, with PKCE and RFC 8707's resource). */
interface TokenRequest {
  grant_type?: string;
  code?: string;
  code_verifier?: string;
  redirect_uri?: string;
  client_id?: string;
  refresh_token?: string;
  resource?: string;
}

interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

const invalidGrant = (why: string) => new OAuthError('invalid_grant', why);

type GrantShape = Pick<Grant, 'agent_id' | 'consent_key_id' | 'client_name' | 'scopes' | 'resource'>;

/** The grant's keys are made and revoked by its agent through the key that consented (so the audit log says). */
const actorOf = (grant: Pick<Grant, 'agent_id' | 'consent_key_id'>) => ({ agentId: grant.agent_id, keyId: grant.consent_key_id });

/**
 * A new access token: an API key of the agent with the grant's scopes, bound to the grant's resource
 * (RFC 8707: it authenticates there only), named after the client so its owner recognizes it in
 * the key list.
 */
const newAccessKey = (ports: OAuthPorts, grant: GrantShape, now: Date) =>
  ports.keys.create(
    actorOf(grant),
    {
      name: `OAuth: ${grant.client_name}`.slice(0, 100),
      scopes: grant.scopes,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000).toISOString(),
      resource: grant.resource,
    },
    now,
  );

const nextRefresh = (grantId: string, clientId: string, now: Date) => {
  const secret = newRefreshToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS);
  const token: RefreshToken = { grant_id: grantId, client_id: clientId, valid_until: expiresAt.toISOString() };
  return { secret, hash: sha256Hex(secret), token, expiresAt };
};

const answer = (apiKey: string, refresh: string, scopes: readonly ApiKeyScope[]): TokenResponse => ({
  access_token: apiKey,
  token_type: 'Bearer',
  expires_in: ACCESS_TOKEN_SECONDS,
  refresh_token: refresh,
  scope: scopes.join(' '),
});

/** Ends a grant: no refresh token of it works again, and its access token (a key) is revoked. */
const endGrant = async (ports: OAuthPorts, grant: Grant, now: Date) => {
  await ports.store.revokeGrant(grant.grant_id, now.toISOString());
  await ports.keys.revoke(actorOf(grant), grant.key_id, now);
};

/**
 * The authorization code grant: the code is taken once (a replay finds nothing), and must have been
 * issued to this client, for this redirect URI and resource, with the challenge this verifier answers.
 */
const exchangeCode = async (ports: OAuthPorts, request: TokenRequest, endpoints: Endpoints, now: Date): Promise<TokenResponse> => {
  if (!request.code) throw new OAuthError('invalid_request', 'code is required');
  const code = await ports.store.takeCode(sha256Hex(request.code));
  if (!code || Date.parse(code.valid_until) <= now.getTime()) throw invalidGrant('The code is unknown, expired or already used');
  if (code.client_id !== request.client_id) throw invalidGrant('The code was issued to another client');
  if (code.redirect_uri !== request.redirect_uri) throw invalidGrant('redirect_uri differs from the authorization request');
  if (checkResource(request.resource ?? code.resource, endpoints) !== code.resource)
    throw new OAuthError('invalid_target', 'resource differs from the authorization request');
  if (!verifierMatches(request.code_verifier, code.code_challenge)) throw invalidGrant('code_verifier does not match the code_challenge');
  const client = await resolveClient(ports, code.client_id);
  const grantId = newId('grant');
  const shape: GrantShape = {
    agent_id: code.agent_id,
    consent_key_id: code.consent_key_id,
    client_name: client.client_name,
    scopes: code.scopes,
    resource: code.resource,
  };
  const key = await newAccessKey(ports, shape, now);
  const refresh = nextRefresh(grantId, code.client_id, now);
  await ports.store.startGrant(
    { grant_id: grantId, ...shape, client_id: code.client_id, key_id: key.keyId },
    refresh.hash,
    refresh.token,
    refresh.expiresAt,
  );
  return answer(key.apiKey, refresh.secret, code.scopes);
};

/**
 * The refresh token grant, rotating: each refresh token works once. One presented again (stolen, or
 * replayed) revokes its whole grant, the current access token with it; so does a grant whose access
 * key its owner revoked in the key list.
 */
const refreshTokens = async (ports: OAuthPorts, request: TokenRequest, endpoints: Endpoints, now: Date): Promise<TokenResponse> => {
  if (!request.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
  const usedHash = sha256Hex(request.refresh_token);
  const token = await ports.store.getRefreshToken(usedHash);
  if (!token || Date.parse(token.valid_until) <= now.getTime()) throw invalidGrant('The refresh token is unknown or expired');
  if (token.client_id !== request.client_id) throw invalidGrant('The refresh token was issued to another client');
  const grant = await ports.store.getGrant(token.grant_id);
  if (!grant || grant.revoked_at) throw invalidGrant('The grant was revoked');
  // A refresh keeps the grant's resource: a token for another one is another consent (RFC 8707 §2.2).
  if (checkResource(request.resource ?? grant.resource, endpoints) !== grant.resource)
    throw new OAuthError('invalid_target', 'resource differs from the one granted');
  if (token.used_at) {
    await endGrant(ports, grant, now);
    throw invalidGrant('The refresh token was already used: the grant is revoked');
  }
  if (!(await ports.keys.isActive(grant.agent_id, grant.key_id))) {
    await ports.store.revokeGrant(grant.grant_id, now.toISOString());
    throw invalidGrant('The access was revoked by its owner');
  }
  const key = await newAccessKey(ports, grant, now);
  const refresh = nextRefresh(grant.grant_id, grant.client_id, now);
  if (!(await ports.store.rotate(usedHash, now.toISOString(), refresh, key.keyId))) {
    // Another request used the same token meanwhile: a reuse, as above.
    await ports.keys.revoke(actorOf(grant), key.keyId, now);
    await endGrant(ports, grant, now);
    throw invalidGrant('The refresh token was already used: the grant is revoked');
  }
  await ports.keys.revoke(actorOf(grant), grant.key_id, now);
  return answer(key.apiKey, refresh.secret, grant.scopes);
};

/** The token endpoint (public clients: the client_id identifies, PKCE and rotation protect). */
export const issueTokens = async (ports: OAuthPorts, request: TokenRequest, endpoints: Endpoints, now: Date): Promise<TokenResponse> => {
  if (!request.client_id) throw new OAuthError('invalid_request', 'client_id is required');
  if (request.grant_type === 'authorization_code') return exchangeCode(ports, request, endpoints, now);
  if (request.grant_type === 'refresh_token') return refreshTokens(ports, request, endpoints, now);
  throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
};
