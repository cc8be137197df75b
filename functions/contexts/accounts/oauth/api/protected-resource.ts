import * as z from 'zod/mini';
import { rawApiHandlerFor } from '../../../../platform/http/api-handler';
import { answer } from '../../../../platform/http/responses';
import { DEFAULT_RESOURCE, PROTECTED_RESOURCE_NAMES, PROTECTED_RESOURCES } from '../../../../platform/kernel/resources';
import { withMeta } from '../../../../platform/wire/meta';
import { protectedResourceMetadata } from '../domain/oauth';
import { endpointsOf } from './oauth-views';

const metadata = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()), {
  id: 'ProtectedResourceMetadata',
  description: 'OAuth 2.0 protected resource metadata (RFC 9728) of the MCP server at /mcp or the A2A endpoint at /a2a',
});

/**
 * RFC 9728: where a client learns which authorization server issues tokens for /mcp or /a2a. The
 * route says which: `/.well-known/oauth-protected-resource<path>` (§3.1, path-suffixed) is the
 * resource at `<path>`; the root form, the MCP server's. Public: no credentials asked, none read.
 */
export const handler = rawApiHandlerFor('none', async () => undefined)({ responses: !import.meta.bundled && { 200: metadata } })(async (event) => {
  const path = event.routeKey.split(' ')[1] ?? '';
  const resource = PROTECTED_RESOURCE_NAMES.find((name) => path.endsWith(PROTECTED_RESOURCES[name].path)) ?? DEFAULT_RESOURCE;
  return answer(200, protectedResourceMetadata(endpointsOf(event.headers), resource));
});
