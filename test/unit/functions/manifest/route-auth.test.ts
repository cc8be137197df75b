import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../../../functions/manifest/routes';
import { scopeOfHandler } from '../../../../functions/platform/http/agent-handler';
import { repoRoot } from '../../../support/bundles';

// A route's handler authenticates through the wrapper of one kind (platform/http/*-handler.ts); the route
// table's auth kind drives the OpenAPI security, the key-use grants and the edge: the two must agree.
describe('Every route is served by a handler made for its auth kind', () => {
  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const { handler } = await import(pathToFileURL(join(repoRoot, 'functions', `${route.handler}.ts`)).href);
    expect(handler.auth).toBe(route.auth);
  });
});

// An agent route's handler checks the API key scope built into it; the route table's is the one documented and tested.
describe("Every agent route's handler asks for the scope the route table names", () => {
  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const { handler } = await import(pathToFileURL(join(repoRoot, 'functions', `${route.handler}.ts`)).href);
    expect(scopeOfHandler(handler)).toBe(route.scope);
  });
});
