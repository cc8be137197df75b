import { describe, expect, it } from 'vitest';
import { rateLimitRules } from '../../../functions/manifest/rate-limits';
import { rateLimiter } from '../../../local/rate-limiter';

const LIMITS = { rateLimitPerIp: 1000, rateLimitPerApiKey: 10, rateLimitPerOperator: 10, rateLimitRegistrationsPerIp: 10 };

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const request = (overrides: Partial<Parameters<ReturnType<typeof rateLimiter>>[0]> = {}) => ({
  method: 'GET',
  path: '/api/v1/tasks',
  headers: {},
  ip: '203.0.113.7',
  ...overrides,
});

describe('Local rate limiter: the edge rules on the local server', () => {
  it('lets an API key make its limit of requests in a minute, then answers with the seconds left in its window', () => {
    const time = clock();
    const limit = rateLimiter(rateLimitRules(LIMITS), time.now);
    const withKey = request({ headers: { 'x-api-key': 'hk_live_a' } });
    for (let i = 0; i < 10; i++) expect(limit(withKey)).toBeUndefined();
    time.advance(15_000);
    expect(limit(withKey)).toEqual({ retryAfterSeconds: 45 });
    // Another key has its own counter; the window's end lets the first one through again.
    expect(limit(request({ headers: { 'x-api-key': 'hk_live_b' } }))).toBeUndefined();
    time.advance(45_000);
    expect(limit(withKey)).toBeUndefined();
  });

  it('counts a credential however its header is spelled: the scheme in any case, extra whitespace, a padded X-API-Key', () => {
    const limit = rateLimiter(rateLimitRules(LIMITS), clock().now);
    const spellings = ['Bearer eyJ.a.b', 'bearer eyJ.a.b', 'BEARER eyJ.a.b', '  Bearer   eyJ.a.b  ', 'Bearer\teyJ.a.b', 'bEaReR eyJ.a.b'];
    for (let i = 0; i < 10; i++) expect(limit(request({ headers: { authorization: spellings[i % spellings.length]! } }))).toBeUndefined();
    for (const authorization of spellings) expect(limit(request({ headers: { authorization } }))).toMatchObject({ retryAfterSeconds: 60 });
    // The token keeps its case: another token is another counter.
    expect(limit(request({ headers: { authorization: 'Bearer EYJ.A.B' } }))).toBeUndefined();

    for (let i = 0; i < 10; i++) expect(limit(request({ headers: { 'x-api-key': i % 2 ? ' hk_live_a ' : 'hk_live_a' } }))).toBeUndefined();
    expect(limit(request({ headers: { 'x-api-key': '\thk_live_a' } }))).toMatchObject({ retryAfterSeconds: 60 });
  });

  it('counts the public POST routes per source IP over 10 minutes, and nothing else by IP', () => {
    const time = clock();
    const limit = rateLimiter(rateLimitRules(LIMITS), time.now);
    const register = request({ method: 'POST', path: '/api/v1/operator/register' });
    for (let i = 0; i < 5; i++) expect(limit(register)).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(limit(request({ method: 'POST', path: '/api/v1/agents/register' }))).toBeUndefined();
    expect(limit(register)).toEqual({ retryAfterSeconds: 600 });
    expect(limit(request({ method: 'POST', path: '/api/v1/operator/register', ip: '198.51.100.1' }))).toBeUndefined();
    // Unauthenticated reads and anything without a key pass uncounted.
    for (let i = 0; i < 50; i++) expect(limit(request({ path: '/api/v1/health' }))).toBeUndefined();
  });

  it('counts every request of one source IP, whatever API key it carries, so fresh random keys cannot outrun the limits', () => {
    const time = clock();
    const limit = rateLimiter(rateLimitRules({ ...LIMITS, rateLimitPerIp: 20 }), time.now);
    for (let i = 0; i < 20; i++) expect(limit(request({ headers: { 'x-api-key': `hk_live_random${i}` } }))).toBeUndefined();
    expect(limit(request({ headers: { 'x-api-key': 'hk_live_fresh' } }))).toEqual({ retryAfterSeconds: 300 });
    expect(limit(request({ headers: { 'x-api-key': 'hk_live_fresh' }, ip: '198.51.100.1' }))).toBeUndefined();
    time.advance(300_000);
    expect(limit(request({ headers: { 'x-api-key': 'hk_live_fresh' } }))).toBeUndefined();
  });

  it('limits operator tokens on their own header', () => {
    const limit = rateLimiter(rateLimitRules(LIMITS), clock().now);
    const operator = request({ headers: { authorization: 'Bearer token-a' } });
    for (let i = 0; i < 10; i++) expect(limit(operator)).toBeUndefined();
    expect(limit(operator)).toEqual({ retryAfterSeconds: 60 });
    expect(limit(request({ headers: { 'x-api-key': 'hk_live_a' } }))).toBeUndefined();
  });
});
