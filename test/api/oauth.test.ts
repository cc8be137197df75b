import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registerAgent } from '../support/api';
import { CONSOLE_SCREENSHOTS, DESKTOP, launchBrowser, screen } from '../support/browser';
import { taskBody } from '../support/tasks';

/**
 * OAuth 2.1 for the hosted MCP server, end to end over HTTP: oauth4webapi is the client (discovery,
 * registration, PKCE, token, refresh), the consent is the authorization page's own call (its form
 * post), and the official MCP client uses the access token at /mcp.
 */
const base = () => inject('baseUrl');
const REDIRECT = 'http://localhost:8765/callback';
const insecure = { [oauth.allowInsecureRequests]: true } as const;

let as: oauth.AuthorizationServer;

beforeAll(async () => {
  const issuer = new URL(base());
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
});

const registerClient = async (): Promise<oauth.Client> => {
  const response = await oauth.dynamicClientRegistrationRequest(
    as,
    { client_name: 'Test desktop assistant', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
    insecure,
  );
  return (await oauth.processDynamicClientRegistrationResponse(response)) as oauth.Client;
};

interface Authorization {
  client: oauth.Client;
  verifier: string;
  state: string;
  query: Record<string, string>;
}

const startAuthorization = async (client: oauth.Client, extra: Record<string, string> = {}): Promise<Authorization> => {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const query = {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: `${base()}/mcp`,
    ...extra,
  };
  return { client, verifier, state, query };
};

/** The page's consent post with `apiKey`: the redirect the browser would follow. */
const consent = async ({ query }: Authorization, apiKey: string) => api('POST', '/api/v1/oauth/authorization', { body: query, apiKey });

const exchange = async (auth: Authorization, redirectTo: string, verifier = auth.verifier, resource = `${base()}/mcp`) => {
  const params = oauth.validateAuthResponse(as, auth.client, new URL(redirectTo), auth.state);
  const response = await oauth.authorizationCodeGrantRequest(as, auth.client, oauth.None(), params, REDIRECT, verifier, {
    additionalParameters: { resource },
    ...insecure,
  });
  return oauth.processAuthorizationCodeResponse(as, auth.client, response);
};

const refresh = async (client: oauth.Client, refreshToken: string) =>
  oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, insecure));

/** The OAuth error code a token request was refused with. */
const refusal = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(oauth.ResponseBodyError);
  return (error as oauth.ResponseBodyError).error;
};

const mcpClient = async (token: string) => {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base()}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
  );
  return client;
};

describe('OAuth 2.1 for /mcp', () => {
  it('publishes the protected resource and authorization server metadata, and /mcp answers 401 pointing at it', async () => {
    const resource = await api('GET', '/.well-known/oauth-protected-resource');
    expect(resource.status).toBe(200);
    expect(resource.body).toMatchObject({ resource: `${base()}/mcp`, authorization_servers: [base()] });
    expect(as).toMatchObject({
      issuer: base(),
      authorization_endpoint: `${base()}/authorize`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    const unauthenticated = await api('POST', '/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${base()}/.well-known/oauth-protected-resource"`);
  });

  it('runs the whole flow: registration, PKCE, consent with an API key, token, /mcp, refresh with rotation, revocation in the key list', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const shown = await api('GET', `/api/v1/oauth/authorization?${new URLSearchParams(auth.query)}`);
    expect(shown).toMatchObject({
      status: 200,
      body: { client_name: 'Test desktop assistant', scopes: ['tasks:read', 'tasks:write', 'funds:read'] },
    });
    const consented = await consent(auth, owner.apiKey);
    expect(consented.status).toBe(200);
    const tokens = await exchange(auth, consented.body.redirect_to);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'tasks:read tasks:write funds:read' });

    // The access token acts at /mcp as a scoped key of the owner's agent, listed in its keys.
    const mcp = await mcpClient(tokens.access_token);
    const balance = await mcp.callTool({ name: 'get_balance', arguments: {} });
    expect(balance.isError).toBeFalsy();
    await mcp.close();
    const listed = (await api('GET', '/api/v1/agents/keys', { apiKey: owner.apiKey })).body.data as {
      key_id: string;
      name: string;
      scopes: string[];
    }[];
    const first = listed.find((key) => key.name === 'OAuth: Test desktop assistant');
    expect(first).toMatchObject({ scopes: ['tasks:read', 'tasks:write', 'funds:read'] });

    // Refresh rotates: a new pair, the old access token revoked.
    const next = await refresh(client, tokens.refresh_token!);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);
    const old = await api('POST', '/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream', authorization: `Bearer ${tokens.access_token}` },
    });
    expect(old.status).toBe(401);

    // The owner revokes the access in the key list: /mcp answers 401, and the grant cannot be refreshed back.
    const current = ((await api('GET', '/api/v1/agents/keys', { apiKey: owner.apiKey })).body.data as { key_id: string; name: string }[]).find(
      (key) => key.name === 'OAuth: Test desktop assistant',
    )!;
    expect((await api('DELETE', `/api/v1/agents/keys/${current.key_id}`, { apiKey: owner.apiKey })).status).toBe(200);
    const revoked = await api('POST', '/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream', authorization: `Bearer ${next.access_token}` },
    });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata=/);
    expect(await refusal(refresh(client, next.refresh_token!))).toBe('invalid_grant');
  });

  it('binds the access token to /mcp (RFC 8707): its tools work, but the REST API and the consent page answer 401 saying where it works', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const tokens = await exchange(auth, (await consent(auth, owner.apiKey)).body.redirect_to);

    // At /mcp, the tools (which run the API routes' handlers inside the MCP server) take it.
    const mcp = await mcpClient(tokens.access_token);
    const tasks = await mcp.callTool({ name: 'list_tasks', arguments: {} });
    expect(tasks.isError).toBeFalsy();
    await mcp.close();

    // The same token as an API key anywhere else: 401 with a clear error, whatever the scope.
    const bound = `This OAuth access token is bound to ${base()}/mcp and works there only: use an API key here`;
    for (const [method, path] of [
      ['GET', '/api/v1/tasks'],
      ['GET', '/api/v1/agents/balance'],
    ] as const) {
      const refused = await api(method, path, { apiKey: tokens.access_token });
      expect(refused).toMatchObject({ status: 401, body: { error: bound } });
    }
    const created = await api('POST', '/api/v1/tasks', { apiKey: tokens.access_token, body: { title: 'x' } });
    expect(created).toMatchObject({ status: 401, body: { error: bound } });
    // Nor can it consent to a further grant.
    const again = await startAuthorization(client);
    expect(await consent(again, tokens.access_token)).toMatchObject({ status: 401, body: { error: bound } });
    // The owner's own key still works on both.
    expect((await api('GET', '/api/v1/tasks', { apiKey: owner.apiKey })).status).toBe(200);
  });

  it("writes the grant's keys to the agent's audit log: made at the token, made and revoked at each refresh, by the consenting key", async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const tokens = await exchange(auth, (await consent(auth, owner.apiKey)).body.redirect_to);
    const keyIds = async () =>
      ((await api('GET', '/api/v1/agents/keys', { apiKey: owner.apiKey })).body.data as { key_id: string; name: string }[])
        .filter((key) => key.name === 'OAuth: Test desktop assistant')
        .map((key) => key.key_id);
    const [first] = await keyIds();
    await refresh(client, tokens.refresh_token!);
    const [second] = await keyIds();
    const log = await api<{ data: { key_id: string; action: string; target: string }[] }>('GET', '/api/v1/agents/audit', {
      apiKey: owner.apiKey,
    });
    expect(log.status).toBe(200);
    const entries = log.body.data.map(({ key_id, action, target }) => [key_id, action, target]);
    expect(entries).toEqual(
      expect.arrayContaining([
        [owner.keyId, 'key.created', first],
        [owner.keyId, 'key.created', second],
        [owner.keyId, 'key.revoked', first],
      ]),
    );
    expect(entries).toHaveLength(3);
  });

  it('revokes the grant when a rotated refresh token is used again', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const tokens = await exchange(auth, (await consent(auth, owner.apiKey)).body.redirect_to);
    const next = await refresh(client, tokens.refresh_token!);
    expect(await refusal(refresh(client, tokens.refresh_token!))).toBe('invalid_grant');
    expect(await refusal(refresh(client, next.refresh_token!))).toBe('invalid_grant');
    const mcp = await api('POST', '/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream', authorization: `Bearer ${next.access_token}` },
    });
    expect(mcp.status).toBe(401);
  });

  it('refuses a wrong code_verifier, a replayed code, another redirect_uri and a token for another resource', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const wrongVerifier = await startAuthorization(client);
    const redirect = (await consent(wrongVerifier, owner.apiKey)).body.redirect_to;
    expect(await refusal(exchange(wrongVerifier, redirect, oauth.generateRandomCodeVerifier()))).toBe('invalid_grant');
    // That attempt used the code up: the right verifier comes too late.
    expect(await refusal(exchange(wrongVerifier, redirect))).toBe('invalid_grant');

    const replayed = await startAuthorization(client);
    const replayedRedirect = (await consent(replayed, owner.apiKey)).body.redirect_to;
    await exchange(replayed, replayedRedirect);
    expect(await refusal(exchange(replayed, replayedRedirect))).toBe('invalid_grant');

    const otherResource = await startAuthorization(client);
    const otherRedirect = (await consent(otherResource, owner.apiKey)).body.redirect_to;
    expect(await refusal(exchange(otherResource, otherRedirect, otherResource.verifier, 'https://elsewhere.example/mcp'))).toBe('invalid_target');

    const code = new URL((await consent(await startAuthorization(client), owner.apiKey)).body.redirect_to).searchParams.get('code')!;
    const mismatch = await api('POST', '/api/v1/oauth/token', {
      rawBody: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: 'x'.repeat(43),
        redirect_uri: 'http://localhost:8765/other',
        client_id: client.client_id,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'redirect_uri differs from the authorization request' },
    });
  });

  it('refuses plain PKCE, an unregistered redirect_uri and another resource at the page, before any key is asked for', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    for (const [extra, error] of [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ redirect_uri: 'https://attacker.example/callback' }, 'invalid_request'],
      [{ resource: 'https://elsewhere.example/mcp' }, 'invalid_target'],
    ] as const) {
      const auth = await startAuthorization(client, extra);
      const checked = await api('GET', `/api/v1/oauth/authorization?${new URLSearchParams(auth.query)}`);
      expect(checked, JSON.stringify(extra)).toMatchObject({ status: 400, body: { error } });
      expect((await consent(auth, owner.apiKey)).body.error).toBe(error);
    }
  });

  it("binds the token to the agent whose key consented: another agent's key gets a token of that other agent, never of the first", async () => {
    const first = await registerAgent();
    const other = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const tokens = await exchange(auth, (await consent(auth, other.apiKey)).body.redirect_to);
    // The token sees the other agent's task (at /mcp, the only place it works), never the first's.
    const [mine, theirs] = await Promise.all(
      [other, first].map(async (agent) => (await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody() })).body.task_id as string),
    );
    const mcp = await mcpClient(tokens.access_token);
    const seen = JSON.stringify(await mcp.callTool({ name: 'list_tasks', arguments: {} }));
    await mcp.close();
    expect(seen).toContain(mine);
    expect(seen).not.toContain(theirs);
    const firstKeys = (await api('GET', '/api/v1/agents/keys', { apiKey: first.apiKey })).body.data as { name: string }[];
    expect(firstKeys.some((key) => key.name.startsWith('OAuth:'))).toBe(false);
    // A key that may not make keys, or that lacks a scope asked for, cannot consent.
    const narrow = await api('POST', '/api/v1/agents/keys', { apiKey: first.apiKey, body: { name: 'reader', scopes: ['tasks:read', 'keys:write'] } });
    const refused = await consent(await startAuthorization(client), narrow.body.api_key);
    expect(refused).toMatchObject({ status: 403, body: { error: 'API key lacks scope: tasks:write' } });
    expect((await consent(await startAuthorization(client), 'hk_live_not-a-key')).status).toBe(401);
  });

  it('consents on the authorization page in Chromium: it shows the client and the scopes, takes the key and returns to the client with a code', async () => {
    const owner = await registerAgent();
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const folder = join(CONSOLE_SCREENSHOTS, '..', 'oauth');
    const { browser, close } = await launchBrowser();
    try {
      const page = await browser.newPage(DESKTOP);
      // The client's redirect URI: nothing listens there, so the browser's arrival is answered here.
      await page.route(`${REDIRECT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Client</title>' }));
      await page.goto(`${base()}/authorize?${new URLSearchParams(auth.query)}`);
      await page.getByText('Test desktop assistant').waitFor();
      await expect(page.locator('#scopes li').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('tasks:read'),
        expect.stringContaining('tasks:write'),
        expect.stringContaining('funds:read'),
      ]);
      await screen(page, '01-consent', folder);
      await page.getByLabel(/One of your agent's API keys/).fill(`hk_live_${'x'.repeat(40)}`);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.getByText('Invalid API key').waitFor();
      await screen(page, '02-refused-key', folder);
      await page.getByLabel(/One of your agent's API keys/).fill(owner.apiKey);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL(`${REDIRECT}?**`);
      const tokens = await exchange(auth, page.url());
      expect(tokens.scope).toBe('tasks:read tasks:write funds:read');

      const forged = await startAuthorization(client, { code_challenge_method: 'plain' });
      await page.goto(`${base()}/authorize?${new URLSearchParams(forged.query)}`);
      await page.getByText(/cannot be granted: code_challenge_method must be S256/).waitFor();
      expect(await page.locator('#consent').isVisible()).toBe(false);
      await screen(page, '03-refused-request', folder);
    } finally {
      await close();
    }
  });
  it('denies: the client gets error=access_denied with its state, at a redirect URI the server checked; in Chromium too, from the Deny button', async () => {
    const client = await registerClient();
    const auth = await startAuthorization(client);
    const denied = await api('POST', '/api/v1/oauth/authorization/denial', { body: auth.query });
    expect(denied.status).toBe(200);
    const target = new URL(denied.body.redirect_to);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ error: 'access_denied', state: auth.state, iss: base() });
    expect(target.searchParams.has('code')).toBe(false);
    // oauth4webapi, as a client, reads it as the refusal it is.
    expect(() => oauth.validateAuthResponse(as, client, target, auth.state)).toThrow(oauth.AuthorizationResponseError);
    // A forged redirect_uri is refused, never redirected to.
    const forged = await startAuthorization(client, { redirect_uri: 'https://attacker.example/callback' });
    expect(await api('POST', '/api/v1/oauth/authorization/denial', { body: forged.query })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });

    const { browser, close } = await launchBrowser();
    try {
      const page = await browser.newPage(DESKTOP);
      await page.route(`${REDIRECT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Client</title>' }));
      const shown = await startAuthorization(client);
      await page.goto(`${base()}/authorize?${new URLSearchParams(shown.query)}`);
      await page.getByText('Test desktop assistant').waitFor();
      // No key needed to say no.
      await page.getByRole('button', { name: 'Deny' }).click();
      await page.waitForURL(`${REDIRECT}?**`);
      const arrived = new URL(page.url());
      expect(arrived.searchParams.get('error')).toBe('access_denied');
      expect(arrived.searchParams.get('state')).toBe(shown.state);
    } finally {
      await close();
    }
  });
});
