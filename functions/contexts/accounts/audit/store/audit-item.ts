import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { AGENT_AUDIT_ACTIONS, type AgentAuditEntry, AUDIT_ACTIONS, type AuditEntry } from '../domain/audit';

/** One entry of an agent's audit log (keys.agentAudit). */
export const agentAuditItem = itemOf<AgentAuditEntry>()(() => ({
  at: z.string(),
  key_id: z.string(),
  action: z.enum(AGENT_AUDIT_ACTIONS),
  target: z.string(),
}));

/** One admin action (keys.adminAudit). */
export const auditItem = itemOf<AuditEntry>()(() => ({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  detail: z.string(),
}));
