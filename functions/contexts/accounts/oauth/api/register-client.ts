import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { registerClient } from '../use-cases/oauth-clients';
import { oauthPorts } from '../wiring/oauth';
import { oauthError, orOAuthError } from './oauth-views';

// RFC 7591 §2: metadata the server does not understand is ignored, so the body takes any other field.
const body = z.looseObject({
  client_name: z.optional(z.unknown()),
  redirect_uris: z.optional(z.unknown()),
  grant_types: z.optional(z.unknown()),
  response_types: z.optional(z.unknown()),
  token_endpoint_auth_method: z.optional(z.unknown()),
});

const registered = /* @__PURE__ */ z.object({
  client_id: /* @__PURE__ */ z.string(),
  client_id_issued_at: /* @__PURE__ */ z.int(),
  client_name: /* @__PURE__ */ z.string(),
  redirect_uris: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  grant_types: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  response_types: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  token_endpoint_auth_method: /* @__PURE__ */ z.literal('none'),
});

/** Dynamic client registration (RFC 7591): public clients only; other metadata is ignored. */
export const handler = publicHandler({ body, responses: !import.meta.bundled && { 201: registered, 400: oauthError } })(({ body, now }) =>
  orOAuthError(async () => {
    const client = await registerClient(oauthPorts, body, now);
    return {
      status: 201 as const,
      body: {
        client_id: client.client_id,
        client_id_issued_at: Math.floor(now.getTime() / 1000),
        client_name: client.client_name,
        redirect_uris: client.redirect_uris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none' as const,
      },
    };
  }),
);
