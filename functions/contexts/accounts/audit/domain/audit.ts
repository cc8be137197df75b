/**
 * The audit log: one model, kept as two logs. An agent's log tells what each of its API keys changed;
 * the back office's tells what staff did. Each entry is written in the change's own transaction where
 * it has one (so no change goes unrecorded and no entry tells of a change that did not happen); the
 * agents' reads are not recorded, staff reads of what is private are.
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

export const BACK_OFFICE_AUDIT_ACTIONS = [
  'kyc_decision',
  'dispute_resolution',
  'staff_created',
  'kyc_documents_viewed',
  'agent_suspended',
  'agent_unsuspended',
  'hold_release',
  'hold_refusal',
] as const;
export type BackOfficeAuditAction = (typeof BACK_OFFICE_AUDIT_ACTIONS)[number];

export type AuditAction = AgentAuditAction | BackOfficeAuditAction;

/** The back office's log: one for the whole service. */
export const BACK_OFFICE = 'back-office';

/** Which log an entry is in: an agent's, or the back office's. */
export type AuditLog = { agentId: string } | typeof BACK_OFFICE;

/** The actions a log holds: an agent's keys do agent actions, staff do back-office ones. */
export type ActionIn<L extends AuditLog> = L extends typeof BACK_OFFICE ? BackOfficeAuditAction : AgentAuditAction;

export const actionsIn = (log: AuditLog): readonly AuditAction[] => (log === BACK_OFFICE ? BACK_OFFICE_AUDIT_ACTIONS : AGENT_AUDIT_ACTIONS);

/** Who acted: one of an agent's API keys, or a staff member (their email, or `admin-key` for the shared key). */
export type AuditActor = { keyId: string } | { staff: string };

/** One entry of either log. */
export interface AuditRecord<A extends AuditAction = AuditAction> {
  at: string;
  actor: AuditActor;
  action: A;
  /** What it changed or acted on: a key_id, a task_id, a wallet address, a webhook_id, an operator_id, an admin_id, an agent_id. */
  target: string;
  /** What was decided, in words (the decision and reason, the outcome and amount); the agents' entries have none. */
  detail?: string;
}

/** How long an agent's entry is kept (the table's TTL removes it afterwards); the back office's are kept. */
export const AUDIT_RETENTION_DAYS = 365;

const whoActed = (actor: AuditActor): string => ('keyId' in actor ? actor.keyId : actor.staff);

/** An entry as the agent's log lists it. */
export interface AgentAuditEntry {
  at: string;
  /** The key that made the change. */
  key_id: string;
  action: AgentAuditAction;
  target: string;
}

export const agentAuditView = ({ at, actor, action, target }: AuditRecord<AgentAuditAction>): AgentAuditEntry => ({
  at,
  key_id: whoActed(actor),
  action,
  target,
});

/** An entry as the back office's log lists it, and as staff actions make it. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: BackOfficeAuditAction;
  target: string;
  detail: string;
}

export const backOfficeAuditView = ({ at, actor, action, target, detail }: AuditRecord<BackOfficeAuditAction>): AuditEntry => ({
  at,
  actor: whoActed(actor),
  action,
  target,
  detail: detail ?? '',
});

/** The entry of a staff action, from what the action names. */
export const staffAuditRecord = ({ at, actor, action, target, detail }: AuditEntry): AuditRecord<BackOfficeAuditAction> => ({
  at,
  actor: { staff: actor },
  action,
  target,
  detail,
});
