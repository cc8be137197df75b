import { agentErrors } from '../../../functions/contexts/accounts/agents/errors';
import type { AuthorizationCode, Grant, OAuthClient, RefreshToken } from '../../../functions/contexts/accounts/oauth/domain/oauth';
import type { OAuthKeys, OAuthPorts, OAuthStore } from '../../../functions/contexts/accounts/oauth/ports';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../functions/platform/kernel/api-key-scopes';

/** One agent's API key in the fake key store. */
export interface FakeKey {
  agentId: string;
  keyId: string;
  scopes: readonly ApiKeyScope[];
  name?: string;
  expiresAt?: string;
  resource?: string;
  revoked?: boolean;
}

/** An audit entry the fake's key changes wrote: which key changed which. */
export interface FakeAuditEntry {
  agentId: string;
  by: string;
  action: 'key.created' | 'key.revoked';
  target: string;
}

/**
 * OAuth's store and the agents' keys in memory, with oauth-store's conditions: a code is taken once,
 * a refresh token rotates once (and never on a revoked grant); keys authenticate while not revoked.
 * `documents` are the client ID metadata documents the reader finds, by URL.
 */
export class FakeOAuth implements OAuthPorts {
  readonly clients = new Map<string, OAuthClient>();
  readonly codes = new Map<string, AuthorizationCode>();
  readonly grants = new Map<string, Grant>();
  readonly refreshTokens = new Map<string, RefreshToken>();
  readonly apiKeys = new Map<string, FakeKey>();
  readonly documents = new Map<string, unknown>();
  readonly audit: FakeAuditEntry[] = [];
  private nextKey = 0;

  /** A key of `agentId` holding `scopes` (default all): its secret. */
  addKey(agentId: string, scopes: readonly ApiKeyScope[] = API_KEY_SCOPES): string {
    const secret = `hk_live_fake${++this.nextKey}`;
    this.apiKeys.set(secret, { agentId, keyId: `key_${this.nextKey}`, scopes });
    return secret;
  }

  keyOf(secret: string): FakeKey | undefined {
    return this.apiKeys.get(secret);
  }

  readonly store: OAuthStore = {
    putClient: async (client) => {
      this.clients.set(client.client_id, client);
    },
    getClient: async (clientId) => this.clients.get(clientId),
    putCode: async (hash, code) => {
      this.codes.set(hash, code);
    },
    takeCode: async (hash) => {
      const code = this.codes.get(hash);
      this.codes.delete(hash);
      return code;
    },
    startGrant: async (grant, hash, token) => {
      this.grants.set(grant.grant_id, { ...grant });
      this.refreshTokens.set(hash, { ...token });
    },
    getGrant: async (grantId) => {
      const grant = this.grants.get(grantId);
      return grant && { ...grant };
    },
    getRefreshToken: async (hash) => {
      const token = this.refreshTokens.get(hash);
      return token && { ...token };
    },
    rotate: async (usedHash, now, next, keyId) => {
      const used = this.refreshTokens.get(usedHash);
      const grant = used && this.grants.get(used.grant_id);
      if (!used || used.used_at || !grant || grant.revoked_at) return false;
      used.used_at = now;
      grant.key_id = keyId;
      this.refreshTokens.set(next.hash, { ...next.token });
      return true;
    },
    revokeGrant: async (grantId, now) => {
      const grant = this.grants.get(grantId);
      if (grant && !grant.revoked_at) grant.revoked_at = now;
    },
  };

  readonly keys: OAuthKeys = {
    authenticate: async (apiKey) => {
      if (!apiKey) throw agentErrors.missingApiKey();
      const key = this.apiKeys.get(apiKey);
      if (!key || key.revoked) throw agentErrors.invalidApiKey();
      return { agentId: key.agentId, keyId: key.keyId, scopes: key.scopes };
    },
    create: async ({ agentId, keyId: by }, grant) => {
      const secret = `hk_live_fake${++this.nextKey}`;
      const keyId = `key_${this.nextKey}`;
      this.apiKeys.set(secret, { agentId, keyId, scopes: grant.scopes, name: grant.name, expiresAt: grant.expiresAt, resource: grant.resource });
      this.audit.push({ agentId, by, action: 'key.created', target: keyId });
      return { keyId, apiKey: secret };
    },
    revoke: async ({ agentId, keyId: by }, keyId) => {
      for (const key of this.apiKeys.values())
        if (key.agentId === agentId && key.keyId === keyId && !key.revoked) {
          key.revoked = true;
          this.audit.push({ agentId, by, action: 'key.revoked', target: keyId });
        }
    },
    isActive: async (agentId, keyId) => [...this.apiKeys.values()].some((key) => key.agentId === agentId && key.keyId === keyId && !key.revoked),
  };

  readonly readClientDocument = async (url: string) => {
    if (!this.documents.has(url)) throw new Error('it answered 404');
    return this.documents.get(url);
  };
}
