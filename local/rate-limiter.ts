import { credentialCounterKey, type RateLimitRule } from '../functions/manifest/rate-limits';

interface LimitedRequest {
  method: string;
  path: string;
  /** Lower-case header names, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  ip: string;
}

/** Windows kept before expired ones are swept: bounds memory under a flood of distinct keys. */
const SWEEP_ABOVE = 10_000;

/**
 * The local stand-in for the edge's rate-based rules: a counter per rule and key in fixed windows
 * of the rule's length. Answers the seconds until the request's window ends when a rule is over
 * its limit, else undefined (the request passes).
 */
export const rateLimiter = (rules: readonly RateLimitRule[], now: () => number = Date.now) => {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (at: number) => {
    for (const [id, window] of windows) if (at - window.start >= 600_000) windows.delete(id);
  };
  return (request: LimitedRequest): { retryAfterSeconds: number } | undefined => {
    const at = now();
    if (windows.size > SWEEP_ABOVE) sweep(at);
    for (const rule of rules) {
      const matches = (route: { method: string; path: string }) => route.method === request.method && route.path === request.path;
      if ((rule.only && !rule.only.some(matches)) || rule.except?.some(matches)) continue;
      const header = 'header' in rule.key ? request.headers[rule.key.header] : undefined;
      const value = Array.isArray(header) ? header.join(',') : header;
      const key = 'ip' in rule.key ? request.ip : value && credentialCounterKey(rule.key.header, value);
      // Like WAF's custom keys: a request without the key is not counted by the rule.
      if (!key) continue;
      const id = `${rule.name}\n${key}`;
      const windowMs = rule.windowSeconds * 1000;
      let window = windows.get(id);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      if (window.count > rule.limit) return { retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) };
    }
    return undefined;
  };
};

export type RateLimiter = ReturnType<typeof rateLimiter>;
