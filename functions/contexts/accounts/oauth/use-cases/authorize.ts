import type { ApiKeyScope } from '../../../../platform/kernel/api-key-scopes';
import { platformErrors } from '../../../../platform/kernel/errors';
import { sha256Hex } from '../../../../platform/kernel/secrets';
import { CODE_SECONDS, checkChallenge, checkResource, type Endpoints, newCode, type OAuthClient, OAuthError, parseScopes } from '../domain/oauth';
import type { OAuthPorts } from '../ports';
import { resolveClient } from './oauth-clients';

/** The query of an authorization request (RFC 6749 §4.1.1 with PKCE and RFC 8707's resource). */
interface AuthorizationRequest {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  scope?: string;
  state?: string;
  resource?: string;
}

interface CheckedAuthorization {
  client: OAuthClient;
  redirectUri: string;
  challenge: string;
  scopes: ApiKeyScope[];
  resource: string;
}

/**
 * What the authorization page shows before it asks for a key: the request checked whole (a known
 * client, one of its redirect URIs exactly, PKCE S256, known scopes, this resource). Nothing is
 * redirected on a refusal: the page shows it, so a forged request sends nobody anywhere.
 */
export const checkAuthorization = async (ports: OAuthPorts, request: AuthorizationRequest, endpoints: Endpoints): Promise<CheckedAuthorization> => {
  if (request.response_type !== 'code') throw new OAuthError('unsupported_response_type', 'response_type must be code');
  const client = await resolveClient(ports, request.client_id);
  if (!request.redirect_uri || !client.redirect_uris.includes(request.redirect_uri))
    throw new OAuthError('invalid_request', 'redirect_uri is not one the client registered');
  const challenge = checkChallenge(request.code_challenge, request.code_challenge_method);
  return {
    client,
    redirectUri: request.redirect_uri,
    challenge,
    scopes: parseScopes(request.scope),
    resource: checkResource(request.resource, endpoints),
  };
};

/**
 * The owner's consent, given with one of the agent's API keys: the key must hold `keys:write` (the
 * grant makes a key) and every scope granted (no grant does more than the key that gave it). The
 * code is bound to that key's agent, the client, the redirect URI, the PKCE challenge and the
 * resource, and lives CODE_SECONDS; the answer is where the page sends the browser.
 */
export const approveAuthorization = async (
  ports: OAuthPorts,
  request: AuthorizationRequest,
  apiKey: string | undefined,
  endpoints: Endpoints,
  now: Date,
): Promise<{ redirect_to: string }> => {
  const checked = await checkAuthorization(ports, request, endpoints);
  const key = await ports.keys.authenticate(apiKey, now);
  for (const scope of ['keys:write' as const, ...checked.scopes]) if (!key.scopes.includes(scope)) throw platformErrors.apiKeyLacksScope(scope);
  const code = newCode();
  await ports.store.putCode(sha256Hex(code), {
    agent_id: key.agentId,
    client_id: checked.client.client_id,
    redirect_uri: checked.redirectUri,
    code_challenge: checked.challenge,
    scopes: checked.scopes,
    resource: checked.resource,
    consent_key_id: key.keyId,
    valid_until: new Date(now.getTime() + CODE_SECONDS * 1000).toISOString(),
  });
  const target = new URL(checked.redirectUri);
  target.searchParams.set('code', code);
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', endpoints.origin);
  return { redirect_to: target.toString() };
};

/**
 * The owner's refusal from the authorization page (its Deny button): the request checked as for
 * consent, so the browser is only ever sent to a redirect URI the client registered, then the
 * client's redirect URI with `error=access_denied` (RFC 6749 §4.1.2.1), the state and the issuer.
 * No key is asked for: a refusal grants nothing.
 */
export const denyAuthorization = async (ports: OAuthPorts, request: AuthorizationRequest, endpoints: Endpoints): Promise<{ redirect_to: string }> => {
  const checked = await checkAuthorization(ports, request, endpoints);
  const target = new URL(checked.redirectUri);
  target.searchParams.set('error', 'access_denied');
  target.searchParams.set('error_description', 'The owner denied the request');
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', endpoints.origin);
  return { redirect_to: target.toString() };
};
