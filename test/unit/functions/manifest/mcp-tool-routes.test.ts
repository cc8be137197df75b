import { describe, expect, it } from 'vitest';
import { MCP_TOOL_ROUTES } from '../../../../functions/manifest/mcp-tool-routes';
import { routes } from '../../../../functions/manifest/routes';

describe("The MCP tools' routes", () => {
  it("are each the route table's one agent route of its handler, with its method and path", () => {
    for (const tool of MCP_TOOL_ROUTES) {
      const found = routes.filter((route) => route.handler === tool.handler).map(({ method, path, auth }) => ({ method, path, auth }));
      expect(found, tool.handler).toEqual([{ method: tool.method, path: tool.path, auth: 'agent' }]);
    }
  });

  it('name each handler once, and are what POST /mcp runs', () => {
    const handlers = MCP_TOOL_ROUTES.map(({ handler }) => handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    expect(routes.find((route) => route.method === 'POST' && route.path === '/mcp')?.runs).toEqual(handlers);
  });
});
