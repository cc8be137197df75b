/** What the audit use cases need from outside (the pattern: payouts/ports.ts): the one audit log store, with its logs. */
import type { Contributes } from '../../../platform/table/contribution';
import type { ActionIn, AuditLog, AuditRecord } from './domain/audit';

export interface AuditPorts {
  audit: {
    /** What writes the entry made from a change's result into `log`, in the change's own transaction. */
    auditEntryContribution<R, L extends AuditLog>(log: L, entry: (result: R) => AuditRecord<ActionIn<L>>): Contributes<R>;
    /** Entries of actions that change nothing (staff reading what is private), all or none. */
    recordAudit<L extends AuditLog>(log: L, entries: readonly AuditRecord<ActionIn<L>>[]): Promise<void>;
    /** A page of `log`, newest first, after the entry at `after`; `last`: where the next page starts, absent at the end. */
    pageAudit<L extends AuditLog>(log: L, limit: number, after?: string): Promise<{ entries: AuditRecord<ActionIn<L>>[]; last?: string }>;
  };
}
