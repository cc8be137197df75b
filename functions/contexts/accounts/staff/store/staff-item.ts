import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { AUDIT_ACTIONS, type AuditEntry, type StaffAccount } from '../domain/staff';

/** A staff account (keys.staff). */
export const staffItem = itemOf<StaffAccount>()(() => ({
  admin_id: z.string(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
}));

/** One admin action (keys.adminAudit). */
export const auditItem = itemOf<AuditEntry>()(() => ({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  detail: z.string(),
}));
