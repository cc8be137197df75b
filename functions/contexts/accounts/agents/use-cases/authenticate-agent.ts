import { keyAllows, type RouteScope } from '../../../../platform/kernel/api-key-scopes';
import { platformErrors } from '../../../../platform/kernel/errors';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import { callableWhileSuspended } from '../domain/agents';
import { hashApiKey, keyExpired, looksLikeApiKey } from '../domain/api-keys';
import { agentErrors } from '../errors';
import type { KeyAuthenticationPorts } from '../ports';

/** last_used_at is kept to this precision so that authentication stays reads (the key, the suspension), not a write. */
const KEY_USE_RECORD_INTERVAL_MS = 5 * 60 * 1000;
const lastRecordedUse = new Map<string, number>();

/**
 * The agent whose API key called a route asking for `scope` (the route table's): a missing key, an
 * unknown, revoked or expired one 401 (alike, so an expired key tells no more than a revoked one); a
 * key bound to another resource than `resource` (an OAuth access token outside the MCP server, RFC
 * 8707) 401 saying so; a key of a suspended agent 403 with the reason, unless the route only reads
 * (callableWhileSuspended); a key without the scope 403. `resource`: the protected resource the request
 * reached, when it is one a token can be bound to (the MCP server's URL); undefined: the REST API.
 * `mcpEndpoint`: the request is the MCP endpoint's own, whose tools are checked as their routes.
 * The agent's suspension is read on every request, consistently, never cached: staff's suspension
 * stops the very next request.
 */
export const authenticateAgentKey = async (
  deps: KeyAuthenticationPorts,
  apiKey: string | undefined,
  now: Date,
  scope: RouteScope,
  resource?: string,
  mcpEndpoint = false,
): Promise<AgentPrincipal> => {
  if (!apiKey) throw agentErrors.missingApiKey();
  if (!looksLikeApiKey(apiKey)) throw agentErrors.invalidApiKey();
  const found = await deps.findKeyByHash(hashApiKey(apiKey));
  if (!found || keyExpired(found.expiresAt, now)) throw agentErrors.invalidApiKey();
  if (found.resource !== undefined && found.resource !== resource) throw agentErrors.tokenBoundToResource(found.resource);
  const suspension = await deps.findSuspension(found.agentId);
  if (suspension && !callableWhileSuspended(scope, mcpEndpoint)) throw agentErrors.agentSuspended(suspension.reason);
  if (!keyAllows(found.scopes, scope)) throw platformErrors.apiKeyLacksScope(scope);
  const last = lastRecordedUse.get(found.keyId) ?? 0;
  if (now.getTime() - last >= KEY_USE_RECORD_INTERVAL_MS) {
    lastRecordedUse.set(found.keyId, now.getTime());
    await deps.recordKeyUse(found.agentId, found.keyId, now.toISOString());
  }
  return { kind: 'agent', agentId: found.agentId, keyId: found.keyId, ...(found.limits ? { limits: found.limits } : {}) };
};
