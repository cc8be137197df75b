import type { AuditPorts } from '../ports';
import { auditEntryContribution, pageAuditEntries } from '../store/audit-store';

/** The composition root of the audit log's writers (the agent routes that change things) and its list. */
export const auditTable: AuditPorts = { audit: { auditEntryContribution, pageAuditEntries } };
