import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { issueTokens } from '../use-cases/tokens';
import { oauthPorts } from '../wiring/oauth';
import { endpointsOf, oauthError, orOAuthError } from './oauth-views';

const field = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)));
// RFC 6749 §3.2: unrecognized parameters are ignored, so the body takes any other field.
const body = /* @__PURE__ */ z.looseObject({
  grant_type: field,
  code: field,
  code_verifier: field,
  redirect_uri: field,
  client_id: field,
  refresh_token: field,
  resource: field,
});

const tokens = /* @__PURE__ */ z.object({
  access_token: /* @__PURE__ */ z.string(),
  token_type: /* @__PURE__ */ z.literal('Bearer'),
  expires_in: /* @__PURE__ */ z.int(),
  refresh_token: /* @__PURE__ */ z.string(),
  scope: /* @__PURE__ */ z.string(),
});

/** The token endpoint: authorization_code (with PKCE) and refresh_token (rotated), as a form (or JSON). */
export const handler = publicHandler({ body, form: true, responses: !import.meta.bundled && { 200: tokens, 400: oauthError } })(
  ({ body, headers, now }) =>
    orOAuthError(async () => ({ status: 200 as const, body: await issueTokens(oauthPorts, body, endpointsOf(headers), now) })),
);
