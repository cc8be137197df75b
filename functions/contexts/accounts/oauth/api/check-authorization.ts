import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { checkAuthorization } from '../use-cases/authorize';
import { oauthPorts } from '../wiring/oauth';
import { authorizationRequest, endpointsOf, oauthError, orOAuthError } from './oauth-views';

const shown = z.object({
  client_id: z.string(),
  client_name: z.string(),
  redirect_uri: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  resource: z.string(),
});

/** What the authorization page shows before asking for a key: the request checked, the client and the scopes it would be granted. */
export const handler = publicHandler({ query: authorizationRequest, responses: !import.meta.bundled && { 200: shown, 400: oauthError } })(
  ({ query, headers }) =>
    orOAuthError(async () => {
      const checked = await checkAuthorization(oauthPorts, query, endpointsOf(headers));
      return {
        status: 200 as const,
        body: {
          client_id: checked.client.client_id,
          client_name: checked.client.client_name,
          redirect_uri: checked.redirectUri,
          scopes: checked.scopes,
          resource: checked.resource,
        },
      };
    }),
);
