/**
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
