import type { RouteScope } from '../../../../platform/kernel/api-key-scopes';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import { config } from '../../../../platform/settings';
import { countMcpRequest as countInStore, findKeyByHash, recordKeyUse } from '../store/api-keys-store';
import { findSuspension } from '../store/suspensions-store';
import { authenticateAgentKey } from '../use-cases/authenticate-agent';
import { countMcpRequest } from '../use-cases/count-mcp-request';

/** The composition root of the agent routes' authenticator (wiring/agent-handler.ts). */
export const authenticateAgent = (
  apiKey: string | undefined,
  now: Date,
  scope: RouteScope,
  resource?: string,
  mcpEndpoint = false,
): Promise<AgentPrincipal> => authenticateAgentKey({ findKeyByHash, recordKeyUse, findSuspension }, apiKey, now, scope, resource, mcpEndpoint);

/**
 * The MCP endpoint's authenticator: the key (a suspended agent's too: each tool is held to its own
 * route), then its one counter of /mcp requests (use-cases/count-mcp-request.ts).
 */
export const authenticateMcpAgent = async (apiKey: string | undefined, now: Date, resource: string): Promise<AgentPrincipal> =>
  countMcpRequest(
    { perMinute: config.mcpRateLimitPerApiKey, countMcpRequest: countInStore },
    await authenticateAgent(apiKey, now, 'any-key', resource, true),
    now,
  );
