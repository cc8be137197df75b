/** What the audit use cases need from outside (the pattern: payouts/ports.ts). */
import type { Contributes } from '../../../platform/table/contribution';
import type { AgentAuditEntry } from './domain/audit';

export interface AuditPorts {
  audit: {
    /** What writes the entry made from a change's result in the change's own transaction. */
    auditEntryContribution<R>(agentId: string, entry: (result: R) => AgentAuditEntry): Contributes<R>;
    /** A page of the agent's entries, newest first, after `after` (`<at>#<id>`); `last`: where the next page starts, absent at the end. */
    pageAuditEntries(agentId: string, limit: number, after?: string): Promise<{ entries: AgentAuditEntry[]; last?: string }>;
  };
}
