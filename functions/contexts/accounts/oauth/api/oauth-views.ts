import * as z from 'zod/mini';
import type { DeclaredResult, Responses } from '../../../../platform/http/api-handler';
import { publicOrigin } from '../../../../platform/http/public-origin';
import { withMeta } from '../../../../platform/wire/meta';
import { type Endpoints, OAuthError } from '../domain/oauth';

/** An OAuth refusal (RFC 6749 §5.2): the protocol's error code in `error`, what was wrong in `error_description`. */
export const oauthError = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({ error: /* @__PURE__ */ z.string(), error_description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
  {
    id: 'OAuthError',
    description:
      'An OAuth refusal: `error` is the protocol’s code (invalid_request, invalid_grant, invalid_client, invalid_target...) and ' +
      '`error_description` says what was wrong; a request the API’s validation refuses has `error` alone, its message',
  },
);

export const endpointsOf = (headers: Readonly<Record<string, string | undefined>>): Endpoints => ({ origin: publicOrigin(headers) });

/** Runs `work`, answering an OAuthError as the protocol's `{ error, error_description }` with its status. */
export const orOAuthError = async <R extends Responses>(work: () => Promise<DeclaredResult<R>>): Promise<DeclaredResult<R>> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return { status: error.status, body: { error: error.code, error_description: error.description } } as DeclaredResult<R>;
  }
};

const param = z.optional(z.string().check(z.maxLength(2000)));

/**
 * An authorization request's parameters (the page hands on its query as it got it). Others a
 * client adds (`prompt`, `nonce`...) are ignored, as RFC 6749 §3.1 has it, not refused.
 */
export const authorizationRequest = z.looseObject({
  response_type: param,
  client_id: param,
  redirect_uri: param,
  code_challenge: param,
  code_challenge_method: param,
  scope: param,
  state: param,
  resource: param,
});
