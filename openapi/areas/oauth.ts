import { agentErrors } from '../../functions/contexts/accounts/agents/errors';
import type { Area } from '../operation';

const AUTHORIZATION_PARAMETERS =
  'The authorization request\u2019s parameters: `response_type=code`, `client_id` (a registered client, or an https URL whose JSON ' +
  'client ID metadata document names that URL as `client_id`), `redirect_uri` (exactly one the client registered), ' +
  '`code_challenge` with `code_challenge_method=S256` (plain is refused), `scope` (space-separated key scopes; none: ' +
  '`tasks:read tasks:write funds:read`), `state`, and `resource` (RFC 8707; this server issues tokens for its own `/mcp` (the default) or `/a2a`, each token bound to the one asked for).';

export const oauth: Area = {
  tag: {
    name: 'OAuth',
    description:
      'OAuth 2.1 for the hosted MCP server and the A2A endpoint, for clients that expect it (desktop assistants, A2A clients): the service is its own ' +
      'authorization server. Public clients only (dynamic registration, RFC 7591, or a client ID metadata document), ' +
      'authorization code with PKCE S256, refresh tokens rotated (one used twice revokes its grant). The authorization page ' +
      '(`/authorize`) asks the agent\u2019s owner for an API key and shows the scopes granted. The access token is an API key ' +
      'of that agent with those scopes, valid one hour: it is listed (named `OAuth: <client>`) and revoked in the key list, ' +
      'and works as `Authorization: Bearer` at the resource it was asked for (`resource`: `/mcp`, or `/a2a`), and there only. Refusals of the protocol are `{ "error": <code>, "error_description" }`.',
  },
  operations: {
    'GET /.well-known/oauth-protected-resource': {
      operationId: 'oauthProtectedResource',
      summary: 'Protected resource metadata of /mcp (RFC 9728)',
      description:
        'Names `/mcp` as the resource and this service as its authorization server. A 401 from `/mcp` points here in `WWW-Authenticate: Bearer resource_metadata="…"`.',
      responses: { 200: 'The metadata document' },
      errors: {},
    },
    'GET /.well-known/oauth-protected-resource/mcp': {
      operationId: 'oauthProtectedResourceOfMcp',
      summary: 'Protected resource metadata of /mcp, at the path-suffixed address (RFC 9728 §3)',
      description:
        'The same document as `GET /.well-known/oauth-protected-resource`, at the address a strict client builds from the ' +
        'resource URL `…/mcp` (the well-known path inserted before the resource\u2019s path).',
      responses: { 200: 'The metadata document' },
      errors: {},
    },
    'GET /.well-known/oauth-protected-resource/a2a': {
      operationId: 'oauthProtectedResourceOfA2a',
      summary: 'Protected resource metadata of /a2a (RFC 9728 §3)',
      description:
        'Names `/a2a` as the resource and this service as its authorization server, at the address a client builds from the ' +
        'resource URL `…/a2a`. A 401 from `/a2a` points here; a token for it is asked with `resource=<origin>/a2a`.',
      responses: { 200: 'The metadata document' },
      errors: {},
    },
    'GET /.well-known/oauth-authorization-server': {
      operationId: 'oauthAuthorizationServer',
      summary: 'Authorization server metadata (RFC 8414)',
      description: 'The endpoints (authorization page, token, registration) and what they support.',
      responses: { 200: 'The metadata document' },
      errors: {},
    },
    'POST /api/v1/oauth/register': {
      operationId: 'oauthRegisterClient',
      summary: 'Register a client (RFC 7591)',
      description:
        'A public client: `redirect_uris` (1 to 10; https, or http on localhost), optional `client_name`; ' +
        '`token_endpoint_auth_method` may only be `none`. Registered clients are kept 180 days.',
      responses: { 201: 'The client, with its `client_id`', 400: '`invalid_redirect_uri` or `invalid_client_metadata`' },
      errors: {},
    },
    'GET /api/v1/oauth/authorization': {
      operationId: 'oauthCheckAuthorization',
      summary: 'Check an authorization request (the authorization page)',
      description: `${AUTHORIZATION_PARAMETERS} Answers the client and the scopes the page shows; a refused request is shown, never redirected.`,
      responses: {
        200: 'What the page shows',
        400: '`invalid_request`, `invalid_client`, `invalid_scope`, `invalid_target` or `unsupported_response_type`',
      },
      errors: {},
    },
    'POST /api/v1/oauth/authorization': {
      operationId: 'oauthApproveAuthorization',
      summary: 'Consent: issue an authorization code',
      description:
        `The same parameters as a JSON body, and one of the agent\u2019s API keys in \`X-API-Key\`: it must hold \`keys:write\` ` +
        'and every scope granted. Answers `redirect_to`: the redirect URI with `code` (single use, 10 minutes), `state` and `iss`.',
      responses: { 200: 'Where to send the browser', 400: 'The request refused, as for the check' },
      errors: {
        401: '`Missing API key` or `Invalid API key`',
        403: '`API key lacks scope: <scope>`',
      },
    },
    'POST /api/v1/oauth/authorization/denial': {
      operationId: 'oauthDenyAuthorization',
      summary: 'Deny: send the client an access_denied',
      description:
        'The authorization page\u2019s Deny button: the same parameters as a JSON body, checked as for consent (so the browser is ' +
        'only sent to a redirect URI the client registered); no key is asked for. Answers `redirect_to`: the redirect URI with ' +
        '`error=access_denied` (RFC 6749 §4.1.2.1), `error_description`, `state` and `iss`.',
      responses: { 200: 'Where to send the browser', 400: 'The request refused, as for the check' },
      errors: {},
    },
    'POST /api/v1/oauth/token': {
      operationId: 'oauthToken',
      summary: 'Tokens: authorization code (PKCE) or refresh token (rotated)',
      description:
        'A form (`application/x-www-form-urlencoded`, or JSON). `grant_type=authorization_code` with `code`, `code_verifier`, ' +
        '`redirect_uri`, `client_id` (and `resource`); `grant_type=refresh_token` with `refresh_token` and `client_id`. Each ' +
        'refresh answers a new refresh token and a new access token (the old access key is revoked); a refresh token presented ' +
        'twice revokes its grant and its access token, and so does refreshing a grant whose key the owner revoked.',
      responses: {
        200: '`access_token` (an API key), `token_type` Bearer, `expires_in` 3600, `refresh_token`, `scope`',
        400: '`invalid_request`, `invalid_grant`, `invalid_target` or `unsupported_grant_type`',
      },
      // The access token is an API key of the agent: making it and revoking the one it replaces answer as the key list does.
      errors: {
        404: `\`${agentErrors.agentNotFound().message}\` (the agent's record is gone), or \`${agentErrors.apiKeyNotFound().message}\`: the access token a refresh replaces was revoked meanwhile`,
        422: `\`${agentErrors.tooManyApiKeys().message}\`: the agent holds as many API keys as allowed, and an access token is one`,
      },
    },
  },
};
