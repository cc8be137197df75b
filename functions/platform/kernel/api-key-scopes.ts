import type { Cents } from './money';

/**
 * What an API key may do: each agent route names the one scope it needs (manifest/routes.ts). A key
 * made without `scopes` gets them all; keys made before scopes existed hold no list and are treated
 * the same way.
 */
export const API_KEY_SCOPES = ['tasks:read', 'tasks:write', 'funds:read', 'funds:write', 'keys:write', 'webhooks:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * What a route asks of the key that calls it: one scope, or `any-key` where every valid key may call
 * (the key's own profile; the MCP endpoint, whose tools each run a route of their own and are
 * checked there, by that route's scope).
 */
export type RouteScope = ApiKeyScope | 'any-key';

/** A key's spending limits, counted on each task's total escrow (reward + fee); absent: none. */
export interface KeySpendLimits {
  /** One task's total escrow at most. */
  maxTaskCents?: Cents;
  /** The total escrow of the tasks the key creates in one UTC day at most. */
  dailySpendCents?: Cents;
}

/** Whether a key holding `scopes` (undefined: a key from before scopes, so all) may call a route asking for `needed`. */
export const keyAllows = (scopes: readonly ApiKeyScope[] | undefined, needed: RouteScope): boolean =>
  needed === 'any-key' || scopes === undefined || scopes.includes(needed);
