import { agentHandlerFor, interfaceHandlerFor, mcpStreamHandlerFor } from '../../../../platform/http/agent-handler';
import type { ApiRequest, DeclaredResult, Responses, Schemas } from '../../../../platform/http/api-handler';
import type { RouteScope } from '../../../../platform/kernel/api-key-scopes';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { Contributes } from '../../../../platform/table/contribution';
import type { AgentAuditAction } from '../../audit/domain';
import { auditContribution } from '../../audit/use-cases';
import { auditEntries } from '../../audit/wiring/table';
import { authenticateAgent, authenticateMcpAgent } from './authentication';

const agentRoute = /* @__PURE__ */ agentHandlerFor(authenticateAgent);

/** The audit entry of the change an agent route makes: its action, and what it changed, named from the change's result. */
export interface AuditOption<T> {
  action: AgentAuditAction;
  target: (result: T) => string;
}

type AgentRequest<B, Q, P> = ApiRequest<B, Q, P, AgentPrincipal>;

/**
 * The agent routes' wrapper (platform/http/agent-handler.ts), given the agents' authenticator. With
 * `audit`, the route's change is in the calling agent's audit log: the handler gets the entry as
 * `request.audit`, the contribution it adds to the transaction that makes the change.
 */
export function agentHandler<B = undefined, Q = undefined, P = undefined, R extends Responses = Responses, T = never>(
  schemas: Schemas<B, Q, P, R> & { scope: RouteScope; audit: AuditOption<T> },
): (run: (request: AgentRequest<B, Q, P> & { audit: Contributes<T> }) => Promise<DeclaredResult<R>>) => ReturnType<ReturnType<typeof agentRoute>>;
export function agentHandler<B = undefined, Q = undefined, P = undefined, R extends Responses = Responses>(
  schemas: Schemas<B, Q, P, R> & { scope: RouteScope },
): (run: (request: AgentRequest<B, Q, P>) => Promise<DeclaredResult<R>>) => ReturnType<ReturnType<typeof agentRoute>>;
export function agentHandler<B, Q, P, R extends Responses, T>(schemas: Schemas<B, Q, P, R> & { scope: RouteScope; audit?: AuditOption<T> }) {
  const { audit, ...contract } = schemas;
  return (run: (request: AgentRequest<B, Q, P> & { audit?: Contributes<T> }) => Promise<DeclaredResult<R>>) =>
    agentRoute(contract)((request) =>
      run(audit ? { ...request, audit: auditContribution(auditEntries, request.principal, audit.action, request.now, audit.target) } : request),
    );
}

// Pure, as agentRoute: each function keeps only the wrapper its route is built with.
export const mcpHandler = /* @__PURE__ */ interfaceHandlerFor(authenticateMcpAgent, 'mcp');
export const a2aHandler = /* @__PURE__ */ interfaceHandlerFor(authenticateMcpAgent, 'a2a');
export const mcpStreamHandler = /* @__PURE__ */ mcpStreamHandlerFor(authenticateAgent);
