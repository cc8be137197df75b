import type { AuditPorts } from '../ports';
import { auditEntryContribution, pageAudit, recordAudit } from '../store/audit-store';

/** The composition root of the audit log: the writers of its entries and the lists of its logs. */
export const auditTable: AuditPorts = { audit: { auditEntryContribution, pageAudit, recordAudit } };
