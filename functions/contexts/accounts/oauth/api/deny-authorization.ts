import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { denyAuthorization } from '../use-cases/authorize';
import { oauthPorts } from '../wiring/oauth';
import { authorizationRequest, endpointsOf, oauthError, orOAuthError } from './oauth-views';

/**
 * The owner's refusal from the authorization page (Deny): the request as checked, answered with where
 * to send the browser: the client's registered redirect URI with `error=access_denied` and the state.
 */
export const handler = publicHandler({
  body: authorizationRequest,
  responses: !import.meta.bundled && { 200: z.object({ redirect_to: z.string() }), 400: oauthError },
})(({ body, headers }) =>
  orOAuthError(async () => ({
    status: 200 as const,
    body: await denyAuthorization(oauthPorts, body, endpointsOf(headers)),
  })),
);
