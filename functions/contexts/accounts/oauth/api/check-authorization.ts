import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { checkAuthorization } from '../use-cases/authorize';
import { oauthPorts } from '../wiring/oauth';
import { authorizationRequest, endpointsOf, oauthError, orOAuthError } from './oauth-views';

const shown = /* @__PURE__ */ z.object({
  client_id: /* @__PURE__ */ z.string(),
  client_name: /* @__PURE__ */ z.string(),
  redirect_uri: /* @__PURE__ */ z.string(),
  scopes: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(API_KEY_SCOPES)),
  resource: /* @__PURE__ */ z.string(),
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
