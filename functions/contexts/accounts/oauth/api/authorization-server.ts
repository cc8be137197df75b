import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { withMeta } from '../../../../platform/wire/meta';
import { authorizationServerMetadata } from '../domain/oauth';
import { endpointsOf } from './oauth-views';

const metadata = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()), {
  id: 'AuthorizationServerMetadata',
  description: 'OAuth 2.0 authorization server metadata (RFC 8414)',
});

/** RFC 8414: the authorization server's endpoints and what it supports. */
export const handler = publicHandler({ responses: !import.meta.bundled && { 200: metadata } })(async ({ headers }) => ({
  status: 200,
  body: authorizationServerMetadata(endpointsOf(headers)),
}));
