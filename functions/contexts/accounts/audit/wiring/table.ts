import type { AdminAuditPorts, AuditPorts } from '../ports';
import { pageAudit, pageAuditEntries, recordAudit, sealAuditEntry } from '../store/audit-store';

/** The composition root of the agent audit log's writers (the agent routes that change things) and its list. */
export const auditTable: AuditPorts = { audit: { sealAuditEntry, pageAuditEntries } };

/** The composition root of the back office's audit log: its list and the entries of private reads. */
export const adminAuditTable: AdminAuditPorts = { adminAudit: { pageAudit, recordAudit } };
