import { platformErrors } from '../../../../platform/kernel/errors';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { McpRequestCounterPorts } from '../ports';

const MINUTE_MS = 60_000;

/**
 * /mcp takes a key as `X-API-Key` or as `Authorization: Bearer`, and the edge's rate-based rules
 * can key a counter on one header only: they would give one key two counters there, so the edge
 * leaves POST /mcp to this one counter per key, kept in fixed minutes. Past the limit: 429 with the
 * seconds left in the minute, before any tool runs.
 */
export const countMcpRequest = async (deps: McpRequestCounterPorts, principal: AgentPrincipal, now: Date): Promise<AgentPrincipal> => {
  if (deps.perMinute === undefined) return principal;
  const window = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  if (await deps.countMcpRequest(principal.agentId, principal.keyId, window, deps.perMinute)) return principal;
  throw platformErrors.rateLimited(Math.max(1, Math.ceil((window.getTime() + MINUTE_MS - now.getTime()) / 1000)));
};
