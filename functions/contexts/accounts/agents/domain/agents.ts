import type { ApiKeyScope, RouteScope } from '../../../../platform/kernel/api-key-scopes';
import type { Cents } from '../../../../platform/kernel/money';
import type { Tier } from './tiers';

/** An agent account: who posts tasks and pays for them. */
export interface Agent {
  agent_id: string;
  name: string;
  email: string;
  company?: string;
  tier: Tier;
  email_verified: boolean;
  created_at: string;
  /** The wallet bound by a signed challenge (a signed challenge), if any. */
  wallet_address?: string;
  wallet_chain?: string;
  wallet_verified_at?: string;
  /** Set by staff: the agent's keys and tokens then only read (callableWhileSuspended). */
  suspension?: Suspension;
  /**
   * Whether the agent ever created a webhook endpoint: false at registration, true (never back) in
   * the transaction that creates its first endpoint. Absent on agents registered before it was kept:
   * unknown (mayHaveWebhooks).
   */
  webhooks_used?: boolean;
}

/**
 * Whether the agent's events (task.created, deposit.confirmed) go to the outbox: only when it may
 * hold a webhook endpoint, so an agent without any pays no event item, pipe event, queue message
 * or sender run. Unknown (an agent registered before the flag) counts as may. An endpoint created
 * while a change commits may miss that change's event: it was read before the endpoint existed, as
 * when the creation read the endpoints themselves.
 */
export const mayHaveWebhooks = (agent: Pick<Agent, 'webhooks_used'>): boolean => agent.webhooks_used !== false;

/** Why and since when staff suspended an agent. */
export interface Suspension {
  reason: string;
  suspended_at: string;
  /** The staff member's email, or the shared admin key (the admin audit's actor). */
  suspended_by: string;
  /** When the agent's owner was mailed: a suspension run again mails only if this is missing. */
  notified_at?: string;
}

/** One step of an agent's suspension history, in its partition (the back office's agent look-up). */
export interface SuspensionEvent {
  action: 'suspended' | 'unsuspended';
  at: string;
  actor: string;
  /** The suspension's reason (an unsuspension repeats the one it lifted). */
  reason: string;
}

/**
 * What a suspended agent's keys and OAuth tokens may still call: the routes that read its tasks and
 * its funds (balance, deposits), so it can see what the suspension cancelled and refunded; and the
 * MCP endpoint itself, whose tools each run a route and are held to that route's scope there.
 * Every other route (every write, its keys, its audit, its profile) answers 403.
 */
const SCOPES_WHILE_SUSPENDED: readonly RouteScope[] = ['tasks:read', 'funds:read'];

export const callableWhileSuspended = (scope: RouteScope, mcpEndpoint: boolean): boolean => mcpEndpoint || SCOPES_WHILE_SUSPENDED.includes(scope);

export interface ApiKeyRecord {
  key_id: string;
  key_prefix: string;
  name: string;
  created_at: string;
  last_used_at?: string;
  revoked_at?: string;
  key_hash: string;
  /** Absent: every scope (a key made before scopes). */
  scopes?: ApiKeyScope[];
  max_task_cents?: Cents;
  daily_spend_cents?: Cents;
  /** When the key expires (the wire's `expires_at`); absent: never. */
  valid_until?: string;
  /** The resource an OAuth access token is bound to (KeyGrant.resource). */
  resource?: string;
}
