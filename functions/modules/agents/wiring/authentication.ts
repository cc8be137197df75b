import type { RouteScope } from '../../../platform/kernel/api-key-scopes';
import type { AgentPrincipal } from '../../../platform/kernel/principals';
import { findKeyByHash, findSuspension, recordKeyUse } from '../store/agents-store';
import { authenticateAgentKey } from '../use-cases/authenticate-agent';

/** The composition root of the agent routes' authenticator (platform/http/agent-handler.ts). */
export const authenticateAgent = (
  apiKey: string | undefined,
  now: Date,
  scope: RouteScope,
  resource?: string,
  mcpEndpoint = false,
): Promise<AgentPrincipal> => authenticateAgentKey({ findKeyByHash, recordKeyUse, findSuspension }, apiKey, now, scope, resource, mcpEndpoint);
