import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { issueTokens } from '../use-cases/tokens';
import { oauthPorts } from '../wiring/oauth';
import { endpointsOf, oauthError, orOAuthError } from './oauth-views';

const field = z.optional(z.string().check(z.maxLength(2000)));
// RFC 6749 §3.2: unrecognized parameters are ignored, so the body takes any other field.
const body = z.looseObject({
  grant_type: field,
  code: field,
  code_verifier: field,
  redirect_uri: field,
  client_id: field,
  refresh_token: field,
  resource: field,
});

const tokens = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
  refresh_token: z.string(),
  scope: z.string(),
});

/** The token endpoint: authorization_code (with PKCE) and refresh_token (rotated), as a form (or JSON). */
export const handler = publicHandler({ body, form: true, responses: !import.meta.bundled && { 200: tokens, 400: oauthError } })(
  ({ body, headers, now }) =>
    orOAuthError(async () => ({ status: 200 as const, body: await issueTokens(oauthPorts, body, endpointsOf(headers), now) })),
);
