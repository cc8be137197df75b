import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { AGENT_AUDIT_ACTIONS, type AuditAction, BACK_OFFICE_AUDIT_ACTIONS } from '../domain/audit';

/**
 * One entry of either audit log (auditKeys.agentAudit, auditKeys.adminAudit), with the attribute names the
 * table has always had: who acted is `key_id` for an agent's key and `actor` for staff.
 */
export interface AuditItem {
  at: string;
  key_id?: string;
  actor?: string;
  action: AuditAction;
  target: string;
  detail?: string;
}

export const auditItem = itemOf<AuditItem>()(() => ({
  at: z.string(),
  key_id: z.optional(z.string()),
  actor: z.optional(z.string()),
  action: z.enum([...AGENT_AUDIT_ACTIONS, ...BACK_OFFICE_AUDIT_ACTIONS]),
  target: z.string(),
  detail: z.optional(z.string()),
}));
