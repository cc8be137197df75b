/**
 * The rate limits, once: AWS WAF's rate-based rules at the edge (lib/edge.ts) and the local HTTP
 * server (local/rate-limiter.ts, with RATE_LIMITS=1) are both built from these, so the two cannot
 * drift. Beyond a limit the answer is 429 `Rate limit exceeded` with `Retry-After`, before any
 * function runs.
 */
import { platformErrors } from '../platform/kernel/errors';
import { type HttpMethod, routes } from './routes';

/** What one counter is kept per: a request header's value, or the source IP. */
type RateLimitKeyHeader = 'x-api-key' | 'authorization';
type RateLimitKey = { readonly header: RateLimitKeyHeader } | { readonly ip: true };

/**
 * A credential header's value as one counter key, however it is spelled: surrounding and repeated
 * whitespace dropped, an Authorization scheme's letter case ignored (`Bearer`, `bearer`, `BEARER`
 * are one scheme to the service), an X-API-Key trimmed. The token itself keeps its case.
 */
export const credentialCounterKey = (header: RateLimitKeyHeader, value: string): string => {
  const collapsed = value.trim().replace(/\s+/g, ' ');
  if (header === 'x-api-key') return collapsed;
  const [scheme, ...rest] = collapsed.split(' ');
  return [scheme!.toLowerCase(), ...rest].join(' ');
};

export interface RateLimitRule {
  /** Its name in the web ACL and its metrics. */
  readonly name: string;
  readonly key: RateLimitKey;
  /** The requests it counts: every request carrying the key, or only these (method, exact path). */
  readonly only?: readonly { readonly method: HttpMethod; readonly path: string }[];
  /** Requests it leaves to a counter of the function's own (method, exact path). */
  readonly except?: readonly { readonly method: HttpMethod; readonly path: string }[];
  readonly limit: number;
  /** One of the windows WAF can evaluate (60, 120, 300 or 600 seconds). */
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

export interface RateLimits {
  readonly rateLimitPerIp: number;
  readonly rateLimitPerApiKey: number;
  readonly rateLimitPerOperator: number;
  readonly rateLimitRegistrationsPerIp: number;
}

/** The public routes that create something (registrations, email verification): the ones an IP may flood. */
export const UNAUTHENTICATED_WRITES = routes
  .filter((route) => route.auth === 'none' && route.method !== 'GET' && !route.devOnly)
  .map(({ method, path }) => ({ method, path }));

/**
 * POST /mcp and POST /a2a take a key in either header, and a rule counts one header: their functions keep the
 * key's one counter of the agent interfaces (MCP_RATE_LIMIT_PER_API_KEY, from rateLimitPerApiKey), so that sending it
 * the other way earns no second one.
 */
const COUNTED_BY_THE_FUNCTION = [
  { method: 'POST', path: '/mcp' },
  { method: 'POST', path: '/a2a' },
] as const;

export const rateLimitRules = (limits: RateLimits): readonly RateLimitRule[] => [
  // First: a client sending a fresh X-API-Key on every request gets a fresh per-key counter each
  // time, never a fresh IP; without this it would spend the API's stage throttle for every tenant.
  { name: 'PerIp', key: { ip: true }, limit: limits.rateLimitPerIp, windowSeconds: 300 },
  { name: 'PerApiKey', key: { header: 'x-api-key' }, except: COUNTED_BY_THE_FUNCTION, limit: limits.rateLimitPerApiKey, windowSeconds: 60 },
  // Per token: an operator's ID token changes at most hourly, so this is per operator in practice.
  { name: 'PerOperator', key: { header: 'authorization' }, except: COUNTED_BY_THE_FUNCTION, limit: limits.rateLimitPerOperator, windowSeconds: 60 },
  { name: 'RegistrationsPerIp', key: { ip: true }, only: UNAUTHENTICATED_WRITES, limit: limits.rateLimitRegistrationsPerIp, windowSeconds: 600 },
];

/** The body of every 429 the limits answer (the same words as the handlers' own rate limits). */
export const RATE_LIMITED_BODY = JSON.stringify({ error: platformErrors.rateLimited(1).message });
