/** A back-office staff member: signs in through the staff user pool (username = admin_id). */
export interface StaffAccount {
  admin_id: string;
  email: string;
  name: string;
  created_at: string;
}

/** Who did an admin action: a staff member's email, or this for the shared admin key. */
export const ADMIN_KEY_ACTOR = 'admin-key';

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

/** One admin action as the audit log lists it. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  /** What it acted on: an operator_id, a task_id, an admin_id, an agent_id. */
  target: string;
  /** What was decided, in words (the decision and reason, the outcome and amount). */
  detail: string;
}
