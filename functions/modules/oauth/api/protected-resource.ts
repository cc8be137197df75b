import * as z from 'zod/mini';
import { publicHandler } from '../../../platform/http/public-handler';
import { withMeta } from '../../../platform/wire/meta';
import { protectedResourceMetadata } from '../domain/oauth';
import { endpointsOf } from './oauth-views';

const metadata = withMeta(z.record(z.string(), z.unknown()), {
  id: 'ProtectedResourceMetadata',
  description: 'OAuth 2.0 protected resource metadata (RFC 9728) of the MCP server at /mcp',
});

/** RFC 9728: where an MCP client learns which authorization server issues tokens for /mcp. */
export const handler = publicHandler({ responses: { 200: metadata } })(async ({ headers }) => ({
  status: 200,
  body: protectedResourceMetadata(endpointsOf(headers)),
}));
