import * as z from 'zod/mini';
import { agentApiKey } from '../../../../platform/http/agent-handler';
import { publicHandler } from '../../../../platform/http/public-handler';
import { approveAuthorization } from '../use-cases/authorize';
import { oauthPorts } from '../wiring/oauth';
import { authorizationRequest, endpointsOf, oauthError, orOAuthError } from './oauth-views';

/**
 * The owner's consent from the authorization page: the request as checked, and in `X-API-Key` one
 * of the agent's keys (holding `keys:write` and every scope granted). Answers where to send the
 * browser: the client's redirect URI with the code, the state and the issuer.
 */
export const handler = publicHandler({
  body: authorizationRequest,
  responses: !import.meta.bundled && { 200: z.object({ redirect_to: z.string() }), 400: oauthError },
})(({ body, headers, now }) =>
  orOAuthError(async () => ({
    status: 200 as const,
    body: await approveAuthorization(oauthPorts, body, agentApiKey(headers), endpointsOf(headers), now),
  })),
);
