/**
 * OAuth 2.1 for the hosted MCP server: the service is its own authorization server. Public clients
 * only (no client secrets), authorization code with PKCE S256 only, refresh tokens rotated. The
 * access token is an API key of the consenting agent (scoped, expiring in ACCESS_TOKEN_SECONDS), so
 * it is authenticated, listed and revoked as every other key; codes and refresh tokens are opaque
 * random strings stored hashed, as keys are.
 */
import { createHash } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../platform/kernel/api-key-scopes';
import {
  DEFAULT_RESOURCE,
  PROTECTED_RESOURCE_NAMES,
  PROTECTED_RESOURCES,
  type ProtectedResource,
  resourceUrl,
} from '../../../../platform/kernel/resources';
import { randomBase62 } from '../../../../platform/kernel/secrets';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const CODE_SECONDS = 10 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/** A client registered by RFC 7591 lives this long unused... and is gone after (a client registers again). */
export const CLIENT_DAYS = 180;

/** What a grant gets when the client names no scope: what the MCP tools need. */
const DEFAULT_SCOPES: readonly ApiKeyScope[] = ['tasks:read', 'tasks:write', 'funds:read'];

/** An OAuth error (RFC 6749 §5.2 and RFC 7591 §3.2.2): `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly code:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'unsupported_response_type'
      | 'invalid_scope'
      | 'invalid_target'
      | 'invalid_redirect_uri'
      | 'invalid_client_metadata',
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** A client as registered (or read from its metadata document). */
export interface OAuthClient {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  created_at: string;
}

/** A code waiting to be exchanged (stored under its hash). */
export interface AuthorizationCode {
  agent_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scopes: ApiKeyScope[];
  resource: string;
  /** The API key the owner consented with: the audit log names it as the maker of the grant's keys. */
  consent_key_id: string;
  valid_until: string;
}

/** One consent and the tokens it led to (a refresh token family). */
export interface Grant {
  grant_id: string;
  agent_id: string;
  client_id: string;
  client_name: string;
  scopes: ApiKeyScope[];
  resource: string;
  /** The API key that is the current access token. */
  key_id: string;
  /** The API key the owner consented with (AuthorizationCode.consent_key_id). */
  consent_key_id: string;
  revoked_at?: string;
}

/** A refresh token (stored under its hash); `used_at` once rotated. */
export interface RefreshToken {
  grant_id: string;
  client_id: string;
  valid_until: string;
  used_at?: string;
}

export const newCode = (): string => `hoc_${randomBase62(43)}`;
export const newRefreshToken = (): string => `hor_${randomBase62(48)}`;

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A base64url SHA-256 (43 characters). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const checkChallenge = (challenge: string | undefined, method: string | undefined): string => {
  if (method !== 'S256') throw new OAuthError('invalid_request', 'code_challenge_method must be S256 (plain is not accepted)');
  if (!challenge || !S256_CHALLENGE.test(challenge))
    throw new OAuthError('invalid_request', 'code_challenge must be a base64url SHA-256 (43 characters)');
  return challenge;
};

/** Whether `verifier` is the one the S256 `challenge` was made from. */
export const verifierMatches = (verifier: string | undefined, challenge: string): boolean =>
  verifier !== undefined && VERIFIER.test(verifier) && base64url(createHash('sha256').update(verifier, 'ascii').digest()) === challenge;

/** The scopes asked for (space-separated; none: DEFAULT_SCOPES), each a key scope. */
export const parseScopes = (scope: string | undefined): ApiKeyScope[] => {
  if (scope === undefined || scope.trim() === '') return [...DEFAULT_SCOPES];
  const asked = scope.trim().split(/\s+/);
  const unknown = asked.filter((name) => !(API_KEY_SCOPES as readonly string[]).includes(name));
  if (unknown.length) throw new OAuthError('invalid_scope', `Unknown scope: ${unknown.join(' ')} (scopes: ${API_KEY_SCOPES.join(' ')})`);
  return API_KEY_SCOPES.filter((name) => asked.includes(name));
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect URI a client may register: https, or http on a loopback host (a native app), without
 * a fragment or a user part (`https://claude.ai@evil.example/cb` reads as one host and goes to another).
 */
export const checkRedirectUri = (uri: unknown): string => {
  if (typeof uri !== 'string' || uri.length > 2000) throw new OAuthError('invalid_redirect_uri', 'redirect_uris must be URLs');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new OAuthError('invalid_redirect_uri', `Not a URL: ${uri}`);
  }
  if (url.hash) throw new OAuthError('invalid_redirect_uri', `A redirect URI has no fragment: ${uri}`);
  // The text too: `https://@host` parses to an empty user part, and still shows an @ before the host.
  if (url.username || url.password || /^[a-z][a-z0-9+.-]*:[\\/]*[^\\/?#]*@/i.test(uri))
    throw new OAuthError('invalid_redirect_uri', `A redirect URI has no user or password part: ${uri}`);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return uri;
  throw new OAuthError('invalid_redirect_uri', `A redirect URI is https, or http on localhost: ${uri}`);
};

/** Where the protected resources and this authorization server are, for the metadata documents. */
export interface Endpoints {
  origin: string;
}

/**
 * The resource a token is asked for (RFC 8707): one of the protected resources (the MCP server, the
 * A2A endpoint); absent means the MCP server, as before there were two.
 */
export const checkResource = (resource: string | undefined, { origin }: Endpoints): string => {
  if (resource === undefined) return resourceUrl(origin, DEFAULT_RESOURCE);
  const ours = PROTECTED_RESOURCE_NAMES.map((name) => resourceUrl(origin, name));
  if (ours.includes(resource)) return resource;
  throw new OAuthError('invalid_target', `This authorization server issues tokens for ${ours.join(' and ')} only`);
};

/** RFC 9728: the metadata of one protected resource. */
export const protectedResourceMetadata = (endpoints: Endpoints, resource: ProtectedResource) => ({
  resource: resourceUrl(endpoints.origin, resource),
  authorization_servers: [endpoints.origin],
  scopes_supported: [...API_KEY_SCOPES],
  bearer_methods_supported: ['header'],
  resource_name: PROTECTED_RESOURCES[resource].name,
  resource_documentation: `${endpoints.origin}/docs`,
});

/** RFC 8414. */
export const authorizationServerMetadata = ({ origin }: Endpoints) => ({
  issuer: origin,
  authorization_endpoint: `${origin}/authorize`,
  token_endpoint: `${origin}/api/v1/oauth/token`,
  registration_endpoint: `${origin}/api/v1/oauth/register`,
  scopes_supported: [...API_KEY_SCOPES],
  response_types_supported: ['code'],
  grant_types_supported: ['authorization_code', 'refresh_token'],
  token_endpoint_auth_methods_supported: ['none'],
  code_challenge_methods_supported: ['S256'],
  client_id_metadata_document_supported: true,
  authorization_response_iss_parameter_supported: true,
  service_documentation: `${origin}/docs`,
});
