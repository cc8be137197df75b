/** Who sent an API request, as each kind of route authenticates it: the actor use cases act for. */

import type { KeySpendLimits } from './api-key-scopes';

export interface AgentPrincipal {
  kind: 'agent';
  agentId: string;
  keyId: string;
  /** The spending limits of the key that called (none: unlimited), held in the transaction that holds a task's escrow. */
  limits?: KeySpendLimits;
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
