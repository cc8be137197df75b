import { type Contribution, contribution } from '../../../../platform/table/contribution';
import type { AuditEntry } from '../domain';
import type { AdminAuditPorts, AuditPorts } from '../ports';
import { auditEntryContribution, auditWrite, pageAudit, pageAuditEntries, recordAudit } from '../store/audit-store';

/** The composition root of the agent audit log's writers (the agent routes that change things) and its list. */
export const auditTable: AuditPorts = { audit: { auditEntryContribution, pageAuditEntries } };

/** The composition root of the back office's audit log: its list and the entries of private reads. */
export const adminAuditTable: AdminAuditPorts = { adminAudit: { pageAudit, recordAudit } };

/** A back-office action's audit entry, contributed to the transaction of the action. */
export const adminAuditEntry = (entry: AuditEntry): Contribution => contribution([auditWrite(entry)]);
