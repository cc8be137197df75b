import { type Contribution, contribution } from '../../../../platform/table/contribution';
import type { AuditEntry } from '../domain';
import type { AuditPorts } from '../ports';
import { auditEntryContribution, auditWrite, pageAudit, recordAudit } from '../store/audit-store';

/** The composition root of the audit log: the writers of its entries and the lists of its logs. */
export const auditTable: AuditPorts = { audit: { auditEntryContribution, pageAudit, recordAudit } };

/**
 * The writer of entries alone, for the routes that only add an entry to their change (every agent route
 * links it): with the whole table they would bundle the lists' reads too.
 */
export const auditEntries = { audit: { auditEntryContribution } } satisfies { audit: Pick<AuditPorts['audit'], 'auditEntryContribution'> };

/** A back-office action's audit entry, contributed to the transaction of the action. */
export const adminAuditEntry = (entry: AuditEntry): Contribution => contribution([auditWrite(entry)]);
