/**
 * Ports: what the OAuth use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). `wiring/` builds the real ones; the in-memory fakes are in
 * test/support/fakes/oauth.ts.
 */
import type { ApiKeyScope } from '../../../platform/kernel/api-key-scopes';
import type { AuthorizationCode, Grant, OAuthClient, RefreshToken } from './domain/oauth';

/** Clients, codes, grants and refresh tokens (codes and tokens under their SHA-256; every item with a TTL). */
export interface OAuthStore {
  putClient(client: OAuthClient, expiresAt: Date): Promise<void>;
  getClient(clientId: string): Promise<OAuthClient | undefined>;
  putCode(codeHash: string, code: AuthorizationCode): Promise<void>;
  /** Deletes the code and returns it, if it was there: of two simultaneous exchanges one gets it (single use). */
  takeCode(codeHash: string): Promise<AuthorizationCode | undefined>;
  /** Stores the grant and its first refresh token. */
  startGrant(grant: Grant, tokenHash: string, token: RefreshToken, expiresAt: Date): Promise<void>;
  getGrant(grantId: string): Promise<Grant | undefined>;
  getRefreshToken(tokenHash: string): Promise<RefreshToken | undefined>;
  /**
   * Marks the token used and stores its successor, the grant now holding `keyId`, if the token was
   * not used yet and the grant not revoked: false otherwise (a reuse, or a race another refresh won).
   */
  rotate(usedHash: string, now: string, next: { hash: string; token: RefreshToken; expiresAt: Date }, keyId: string): Promise<boolean>;
  /** Marks the grant revoked (nothing when it already is). */
  revokeGrant(grantId: string, now: string): Promise<void>;
}

/** The consenting key as the authenticator finds it: whose, which, and what it may do. */
interface ConsentingKey {
  agentId: string;
  keyId: string;
  scopes: readonly ApiKeyScope[];
}

/** Who changes an agent's keys for a grant: the agent, through the key its owner consented with (the audit log's actor). */
export interface KeyActor {
  agentId: string;
  keyId: string;
}

/** The agents' API keys: an access token is one. Making and revoking one is in the agent's audit log, as through the key routes. */
export interface OAuthKeys {
  /** The key's agent and scopes: throws the 401 of an unknown, revoked or expired key. */
  authenticate(apiKey: string | undefined, now: Date): Promise<ConsentingKey>;
  /** A new key of the agent (the access token), bound to `resource`: its id and secret. */
  create(
    actor: KeyActor,
    grant: { name: string; scopes: ApiKeyScope[]; expiresAt: string; resource: string },
    now: Date,
  ): Promise<{ keyId: string; apiKey: string }>;
  /** Revokes the agent's key; nothing when it already is. */
  revoke(actor: KeyActor, keyId: string, now: Date): Promise<void>;
  /** Whether the key is still active (not revoked by its owner). */
  isActive(agentId: string, keyId: string): Promise<boolean>;
}

/** Reads a client ID metadata document (a client_id that is an https URL) under the callback URL rules: its JSON, or throws. */
type ClientDocumentReader = (url: string) => Promise<unknown>;

export interface OAuthPorts {
  store: OAuthStore;
  keys: OAuthKeys;
  readClientDocument: ClientDocumentReader;
}
