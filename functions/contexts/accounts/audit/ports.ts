/** What the audit use cases need from outside (the pattern: payouts/ports.ts): the one audit log store, with its two logs. */
import type { Contributes } from '../../../platform/table/contribution';
import type { AgentAuditEntry, AuditEntry } from './domain/audit';

export interface AuditPorts {
  audit: {
    /** What writes the entry made from a change's result in the change's own transaction. */
    auditEntryContribution<R>(agentId: string, entry: (result: R) => AgentAuditEntry): Contributes<R>;
    /** A page of the agent's entries, newest first, after `after` (`<at>#<id>`); `last`: where the next page starts, absent at the end. */
    pageAuditEntries(agentId: string, limit: number, after?: string): Promise<{ entries: AgentAuditEntry[]; last?: string }>;
  };
}

/** The back office's log of admin actions. */
export interface AdminAuditPorts {
  adminAudit: {
    /** A page of the admin actions, newest first, before `before` (a sort key); `last`: where the next page starts, absent at the end. */
    pageAudit(limit: number, before?: string): Promise<{ entries: AuditEntry[]; last?: string }>;
    /** Entries of admin actions that change nothing (staff reading what is private), all or none. */
    recordAudit(entries: readonly AuditEntry[]): Promise<void>;
  };
}
