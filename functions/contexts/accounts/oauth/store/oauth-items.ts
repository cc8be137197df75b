import * as z from 'zod/mini';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { itemOf } from '../../../../platform/table/read-item';
import type { AuthorizationCode, Grant, OAuthClient, RefreshToken } from '../domain/oauth';

/** A registered client (oauthKeys.oauthClient). */
export const clientItem = itemOf<OAuthClient>()(() => ({
  client_id: z.string(),
  client_name: z.string(),
  redirect_uris: z.array(z.string()),
  created_at: z.string(),
}));

/** An authorization code waiting to be exchanged (oauthKeys.oauthCode). */
export const codeItem = itemOf<AuthorizationCode>()(() => ({
  agent_id: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  resource: z.string(),
  consent_key_id: z.string(),
  valid_until: z.string(),
}));

/** A grant: one consent and its refresh token family (oauthKeys.oauthGrant). */
export const grantItem = itemOf<Grant>()(() => ({
  grant_id: z.string(),
  agent_id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  resource: z.string(),
  key_id: z.string(),
  consent_key_id: z.string(),
  revoked_at: z.optional(z.string()),
}));

/** A refresh token (oauthKeys.oauthRefreshToken). */
export const refreshTokenItem = itemOf<RefreshToken>()(() => ({
  grant_id: z.string(),
  client_id: z.string(),
  valid_until: z.string(),
  used_at: z.optional(z.string()),
}));
