import { describe, expect, it, vi } from 'vitest';
import { bundleConstants } from '../../lib/handler-function';

// A route table in which one handler serves two routes that differ in who may call them.
vi.mock('../../functions/manifest/routes', () => ({
  routes: [
    { method: 'GET', path: '/api/v1/things', handler: 'api/things', auth: 'agent', table: 'read' },
    { method: 'POST', path: '/api/v1/things', handler: 'api/things', auth: 'operator', table: 'write' },
    { method: 'GET', path: '/api/v1/health', handler: 'platform/http/health', auth: 'none', table: 'none' },
  ],
}));

describe('bundleConstants', () => {
  it("builds an API route's bundle with its auth kind, and a function without a route with none", () => {
    expect(bundleConstants('platform/http/health')).toEqual({ ROUTE_AUTH: '"none"' });
    expect(bundleConstants('modules/tasks/workflow/finalize-step')).toEqual({});
  });

  it('refuses a handler whose routes differ in auth, which one bundle could not serve', () => {
    expect(() => bundleConstants('api/things')).toThrow('Routes of api/things differ in auth (agent, operator): give each its own handler');
  });
});
