import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import * as oauth from 'oauth4webapi';
import { inject } from 'vitest';
import { api } from './api';

const REDIRECT = 'http://localhost:8765/callback';
const insecure = { [oauth.allowInsecureRequests]: true } as const;

/**
 * An OAuth access token for the protected resource at `path` (/mcp, /a2a) of the agent owning
 * `apiKey`, got as a client gets one: discovery, dynamic registration, PKCE, the owner's consent
 * with the key, the code exchanged, both asking for that resource (RFC 8707).
 */
export const accessTokenFor = async (apiKey: string, path: '/mcp' | '/a2a'): Promise<string> => {
  const issuer = new URL(inject('baseUrl'));
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  const client = (await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(
      as,
      { client_name: 'Test assistant', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
      insecure,
    ),
  )) as oauth.Client;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const resource = `${issuer.origin}${path}`;
  const query = {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource,
  };
  const consented = await api('POST', '/api/v1/oauth/authorization', { body: query, apiKey });
  if (consented.status !== 200) throw new Error(`consent failed: ${consented.status} ${JSON.stringify(consented.body)}`);
  const params = oauth.validateAuthResponse(as, client, new URL(consented.body.redirect_to), state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, {
    additionalParameters: { resource },
    ...insecure,
  });
  return (await oauth.processAuthorizationCodeResponse(as, client, response)).access_token;
};

/** An OAuth access token for /mcp, as an MCP client gets one. */
export const mcpAccessToken = (apiKey: string): Promise<string> => accessTokenFor(apiKey, '/mcp');

/** The official MCP client at /mcp with `credential` (an API key or an OAuth access token) as its bearer token. */
export const mcpClient = async (credential: string): Promise<Client> => {
  const client = new Client({ name: 'handoff-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${inject('baseUrl')}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${credential}` } } }),
  );
  return client;
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How an MCP client starts `handoff-mcp` (either SDK version's stdio transport): a command with the key and the API's address in its environment. */
export const handoffMcpCommand = (apiKey: string) => ({
  command: process.execPath,
  args: ['--import', 'tsx', join(repoRoot, 'sdk', 'src', 'mcp-stdio.ts')],
  cwd: repoRoot,
  env: { ...(process.env as Record<string, string>), HANDOFF_BASE_URL: inject('baseUrl'), HANDOFF_API_KEY: apiKey },
  stderr: 'ignore' as const,
});
