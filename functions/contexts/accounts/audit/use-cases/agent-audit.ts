import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { Contributes } from '../../../../platform/table/contribution';
import { type AgentAuditAction, type AgentAuditEntry, agentAuditView } from '../domain/audit';
import type { AuditPorts } from '../ports';

/**
 * The audit entry of a change the calling key makes, to be committed with the change (`contribute` of the
 * use case that makes it): `target` names what changed, from the change's result.
 */
export const auditContribution = <R>(
  deps: { audit: Pick<AuditPorts['audit'], 'auditEntryContribution'> },
  actor: AgentPrincipal,
  action: AgentAuditAction,
  now: Date,
  target: (result: R) => string,
): Contributes<R> =>
  deps.audit.auditEntryContribution({ agentId: actor.agentId }, (result: R) => ({
    at: now.toISOString(),
    actor: { keyId: actor.keyId },
    action,
    target: target(result),
  }));

/**
 * A page of the agent's audit log, newest first. The cursor names the agent it was made for: another
 * agent's cursor (or an edited one) is `Invalid cursor`, and the partition read is always the caller's.
 */
export const listAgentAudit = async (
  deps: AuditPorts,
  agentId: string,
  page: { limit: number; cursor?: string },
): Promise<{ entries: AgentAuditEntry[]; nextCursor: string | null }> => {
  const after = page.cursor === undefined ? undefined : decodeKeyCursor(page.cursor, 'agent-audit', null, agentId);
  const { entries, last } = await deps.audit.pageAudit({ agentId }, page.limit, after);
  return { entries: entries.map(agentAuditView), nextCursor: last ? encodeKeyCursor('agent-audit', null, last, agentId) : null };
};
