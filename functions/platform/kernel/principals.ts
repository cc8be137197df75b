/** Who sent an API request, as each kind of route authenticates it: the actor use cases act for. */

export interface AgentPrincipal {
  kind: 'agent';
  agentId: string;
  keyId: string;
}

export interface OperatorPrincipal {
  kind: 'operator';
  operatorId: string;
}

export interface AdminPrincipal {
  kind: 'admin';
  /** Who acts, as the audit log records it: the staff member's email, or ADMIN_KEY_ACTOR. */
  actor: string;
}
