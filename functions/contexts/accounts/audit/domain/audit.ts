/**
 * The audit logs, one model with two views: the agent's log (below) and the back office's (the
 * admin actions, further down), each entry written in the change's own transaction.
 *
 * The agent's audit log: what each of its API keys changed, one entry per change, written in the
 * change's own transaction where it has one (so no change goes unrecorded and no entry tells of a
 * change that did not happen). Reads are not recorded.
 */
export const AGENT_AUDIT_ACTIONS = [
  'key.created',
  'key.revoked',
  'task.created',
  'task.cancelled',
  'task.verified',
  'message.sent',
  'wallet.bound',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.rotated',
] as const;
export type AgentAuditAction = (typeof AGENT_AUDIT_ACTIONS)[number];

export interface AgentAuditEntry {
  at: string;
  /** The key that made the change. */
  key_id: string;
  action: AgentAuditAction;
  /** What it changed: a key_id, a task_id, a wallet address, a webhook_id. */
  target: string;
}

/** How long an entry is kept (the table's TTL removes it afterwards). */
export const AUDIT_RETENTION_DAYS = 365;

export const AUDIT_ACTIONS = [
  'kyc_decision',
  'dispute_resolution',
  'staff_created',
  'kyc_documents_viewed',
  'agent_suspended',
  'agent_unsuspended',
  'hold_release',
  'hold_refusal',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin action as the back office's audit log lists it. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  /** What it acted on: an operator_id, a task_id, an admin_id, an agent_id. */
  target: string;
  /** What was decided, in words (the decision and reason, the outcome and amount). */
  detail: string;
}
