import { readClientDocument } from '../../../../adapters/oauth/client-document';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { NotFoundError } from '../../../../platform/kernel/errors';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import { config } from '../../../../platform/settings';
import { hashApiKey } from '../../agents/domain';
import { findKeyByHash } from '../../agents/store';
import { createApiKey, revokeApiKey } from '../../agents/use-cases';
import { authenticateAgent } from '../../agents/wiring/authentication';
import { apiKeys } from '../../agents/wiring/keys';
import { auditContribution } from '../../audit/use-cases';
import { auditEntries } from '../../audit/wiring/table';
import type { KeyActor, OAuthKeys, OAuthPorts } from '../ports';
import { oauthStore } from '../store/oauth-store';

/** A client ID metadata document has this long to arrive. */
const CLIENT_DOCUMENT_TIMEOUT_MS = 3000;

const asPrincipal = (actor: KeyActor): AgentPrincipal => ({ kind: 'agent', ...actor });

const oauthKeys: OAuthKeys = {
  authenticate: async (apiKey, now) => {
    const agent = await authenticateAgent(apiKey, now, 'any-key');
    // Authenticated just now, so found; a key from before scopes holds them all.
    const found = await findKeyByHash(hashApiKey(apiKey!));
    return { agentId: agent.agentId, keyId: agent.keyId, scopes: found?.scopes ?? API_KEY_SCOPES };
  },
  create: async (actor, grant, now) => {
    const audit = auditContribution(auditEntries, asPrincipal(actor), 'key.created', now, (created: { keyId: string }) => created.keyId);
    const created = await createApiKey(apiKeys, actor.agentId, grant, now, audit);
    return { keyId: created.keyId, apiKey: created.apiKey };
  },
  revoke: (actor, keyId, now) =>
    revokeApiKey(
      apiKeys,
      actor.agentId,
      keyId,
      now,
      auditContribution(auditEntries, asPrincipal(actor), 'key.revoked', now, (id: string) => id),
    ).catch((error: unknown) => {
      // Revoked already (by its owner, or an earlier rotation): gone either way.
      if (!(error instanceof NotFoundError)) throw error;
    }),
  isActive: async (agentId, keyId) => (await apiKeys.agents.listActiveKeys(agentId)).some((key) => key.key_id === keyId),
};

export const oauthPorts: OAuthPorts = {
  store: oauthStore,
  keys: oauthKeys,
  readClientDocument: (url) => readClientDocument(url, { allowHosts: config.callbackAllowHosts }, CLIENT_DOCUMENT_TIMEOUT_MS),
};
