import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OAuthError } from '../../../../../../functions/contexts/accounts/oauth/domain/oauth';
import { approveAuthorization, checkAuthorization, denyAuthorization } from '../../../../../../functions/contexts/accounts/oauth/use-cases/authorize';
import { registerClient } from '../../../../../../functions/contexts/accounts/oauth/use-cases/oauth-clients';
import { issueTokens } from '../../../../../../functions/contexts/accounts/oauth/use-cases/tokens';
import { FakeOAuth } from '../../../../../support/fakes/oauth';

const endpoints = { origin: 'https://handoff.example' };
const RESOURCE = 'https://handoff.example/mcp';
const A2A_RESOURCE = 'https://handoff.example/a2a';
const REDIRECT = 'https://client.example/callback';
const now = new Date('2026-11-26T12:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** Rejects with an OAuthError of `code`. */
const refused = async (work: Promise<unknown>, code: string) => {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OAuthError);
  expect((error as OAuthError).code).toBe(code);
};

/** A registered client, a consent by a key of agent_a, and its code. */
const consented = async (oauth = new FakeOAuth(), scope?: string, resource = RESOURCE) => {
  const client = await registerClient(oauth, { client_name: 'Desk assistant', redirect_uris: [REDIRECT] }, now);
  const { verifier, challenge } = pkce();
  const request = {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    resource,
    ...(scope ? { scope } : {}),
  };
  const ownerKey = oauth.addKey('agent_a');
  const { redirect_to } = await approveAuthorization(oauth, request, ownerKey, endpoints, now);
  const back = new URL(redirect_to);
  return { oauth, client, verifier, request, code: back.searchParams.get('code')!, back, ownerKeyId: oauth.keyOf(ownerKey)!.keyId };
};

const exchange = (oauth: FakeOAuth, fields: Record<string, string>) =>
  issueTokens(oauth, { grant_type: 'authorization_code', redirect_uri: REDIRECT, resource: RESOURCE, ...fields }, endpoints, later(5));

describe('OAuth authorization code with PKCE', () => {
  it('redirects with the code, the state and the issuer, and exchanges the code once for a key of the consenting agent', async () => {
    const { oauth, client, verifier, code, back } = await consented();
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('iss')).toBe(endpoints.origin);
    const tokens = await exchange(oauth, { code, code_verifier: verifier, client_id: client.client_id });
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'tasks:read tasks:write funds:read' });
    const key = oauth.keyOf(tokens.access_token)!;
    expect(key).toMatchObject({ agentId: 'agent_a', scopes: ['tasks:read', 'tasks:write', 'funds:read'], name: 'OAuth: Desk assistant' });
    await refused(exchange(oauth, { code, code_verifier: verifier, client_id: client.client_id }), 'invalid_grant');
  });

  it('issues an access key bound to the MCP resource, its making in the audit log by the consenting key', async () => {
    const { oauth, client, verifier, code, ownerKeyId } = await consented();
    const tokens = await exchange(oauth, { code, code_verifier: verifier, client_id: client.client_id });
    const key = oauth.keyOf(tokens.access_token)!;
    expect(key.resource).toBe(RESOURCE);
    expect(oauth.audit).toEqual([{ agentId: 'agent_a', by: ownerKeyId, action: 'key.created', target: key.keyId }]);
  });

  it('issues a key bound to the A2A endpoint for resource /a2a, and refuses to exchange its code for /mcp', async () => {
    const flow = await consented(undefined, undefined, A2A_RESOURCE);
    const right = { code: flow.code, code_verifier: flow.verifier, client_id: flow.client.client_id };
    await refused(exchange(flow.oauth, { ...right, resource: RESOURCE }), 'invalid_target');
    const again = await consented(undefined, undefined, A2A_RESOURCE);
    const tokens = await exchange(again.oauth, {
      code: again.code,
      code_verifier: again.verifier,
      client_id: again.client.client_id,
      resource: A2A_RESOURCE,
    });
    expect(again.oauth.keyOf(tokens.access_token)!.resource).toBe(A2A_RESOURCE);
    const refresh = (resource?: string) =>
      issueTokens(
        again.oauth,
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: again.client.client_id, ...(resource ? { resource } : {}) },
        endpoints,
        later(60),
      );
    // A refresh keeps the grant's resource: asked for another, it is refused before the token is used.
    await refused(refresh(RESOURCE), 'invalid_target');
    const next = await refresh();
    expect(again.oauth.keyOf(next.access_token)!.resource).toBe(A2A_RESOURCE);
  });

  it('refuses a wrong code_verifier, another redirect_uri, another client and another resource', async () => {
    for (const [fields, code] of [
      [{ code_verifier: pkce().verifier }, 'invalid_grant'],
      [{ redirect_uri: 'https://client.example/other' }, 'invalid_grant'],
      [{ client_id: 'client_other' }, 'invalid_grant'],
      [{ resource: 'https://elsewhere.example/mcp' }, 'invalid_target'],
    ] as const) {
      const flow = await consented();
      const right: Record<string, string> = { code: flow.code, code_verifier: flow.verifier, client_id: flow.client.client_id };
      await refused(exchange(flow.oauth, { ...right, ...fields }), code);
    }
  });

  it('refuses plain PKCE, a redirect_uri the client did not register, an unknown scope and another resource before asking for a key', async () => {
    const oauth = new FakeOAuth();
    const client = await registerClient(oauth, { redirect_uris: [REDIRECT] }, now);
    const base = {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    };
    await expect(checkAuthorization(oauth, base, endpoints)).resolves.toMatchObject({ resource: RESOURCE });
    await refused(checkAuthorization(oauth, { ...base, code_challenge_method: 'plain' }, endpoints), 'invalid_request');
    await refused(checkAuthorization(oauth, { ...base, redirect_uri: 'https://attacker.example/cb' }, endpoints), 'invalid_request');
    await refused(checkAuthorization(oauth, { ...base, scope: 'tasks:read admin' }, endpoints), 'invalid_scope');
    await refused(checkAuthorization(oauth, { ...base, resource: 'https://elsewhere.example/mcp' }, endpoints), 'invalid_target');
    await refused(checkAuthorization(oauth, { ...base, client_id: 'client_unknown' }, endpoints), 'invalid_client');
  });

  it('grants no more than the consenting key holds, and asks it for keys:write', async () => {
    const oauth = new FakeOAuth();
    const client = await registerClient(oauth, { redirect_uris: [REDIRECT] }, now);
    const request = {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    };
    const readOnly = oauth.addKey('agent_a', ['tasks:read', 'keys:write']);
    await expect(approveAuthorization(oauth, request, readOnly, endpoints, now)).rejects.toThrow('API key lacks scope: tasks:write');
    const noKeys = oauth.addKey('agent_a', ['tasks:read', 'tasks:write', 'funds:read']);
    await expect(approveAuthorization(oauth, request, noKeys, endpoints, now)).rejects.toThrow('API key lacks scope: keys:write');
    await expect(approveAuthorization(oauth, request, 'hk_live_unknown', endpoints, now)).rejects.toThrow('Invalid API key');
  });

  it('denies to a checked redirect URI only: error=access_denied with the state and the issuer, no code', async () => {
    const oauth = new FakeOAuth();
    const client = await registerClient(oauth, { redirect_uris: [REDIRECT] }, now);
    const request = {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      state: 'st&ate=1',
    };
    const target = new URL((await denyAuthorization(oauth, request, endpoints)).redirect_to);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('st&ate=1');
    expect(target.searchParams.get('iss')).toBe(endpoints.origin);
    expect(target.searchParams.has('code')).toBe(false);
    await expect(denyAuthorization(oauth, { ...request, redirect_uri: 'https://attacker.example/cb' }, endpoints)).rejects.toBeInstanceOf(OAuthError);
  });

  it('takes a client ID metadata document that names its own URL, and no other', async () => {
    const oauth = new FakeOAuth();
    const url = 'https://client.example/oauth/client.json';
    oauth.documents.set(url, { client_id: url, client_name: 'Documented client', redirect_uris: [REDIRECT] });
    oauth.documents.set('https://client.example/liar.json', { client_id: url, redirect_uris: [REDIRECT] });
    const request = { response_type: 'code', redirect_uri: REDIRECT, code_challenge: pkce().challenge, code_challenge_method: 'S256' };
    await expect(checkAuthorization(oauth, { ...request, client_id: url }, endpoints)).resolves.toMatchObject({
      client: { client_name: 'Documented client' },
    });
    await refused(checkAuthorization(oauth, { ...request, client_id: 'https://client.example/liar.json' }, endpoints), 'invalid_client');
    await refused(checkAuthorization(oauth, { ...request, client_id: 'https://client.example/missing.json' }, endpoints), 'invalid_client');
  });

  it('refuses redirect URIs with a user or password part, which read as one host and go to another', async () => {
    const oauth = new FakeOAuth();
    for (const uri of [
      'https://user:pw@evil.example/cb',
      'https://claude.ai@evil.example/cb',
      'https://@evil.example/cb',
      'http://localhost@evil.example/cb',
    ])
      await refused(registerClient(oauth, { redirect_uris: [uri] }, now), 'invalid_redirect_uri');
    await expect(registerClient(oauth, { redirect_uris: ['https://client.example/cb?to=a@b.example'] }, now)).resolves.toMatchObject({
      redirect_uris: ['https://client.example/cb?to=a@b.example'],
    });
  });

  it('registers public clients only, with https or loopback redirect URIs', async () => {
    const oauth = new FakeOAuth();
    await expect(registerClient(oauth, { redirect_uris: ['http://localhost:8123/cb'] }, now)).resolves.toMatchObject({ client_name: 'MCP client' });
    await refused(registerClient(oauth, { redirect_uris: ['http://client.example/cb'] }, now), 'invalid_redirect_uri');
    await refused(registerClient(oauth, { redirect_uris: [] }, now), 'invalid_redirect_uri');
    await refused(registerClient(oauth, { redirect_uris: ['https://client.example/cb#frag'] }, now), 'invalid_redirect_uri');
    await refused(
      registerClient(oauth, { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' }, now),
      'invalid_client_metadata',
    );
  });
});

describe('OAuth refresh tokens', () => {
  const started = async () => {
    const flow = await consented();
    const tokens = await exchange(flow.oauth, { code: flow.code, code_verifier: flow.verifier, client_id: flow.client.client_id });
    const refresh = (token: string) =>
      issueTokens(flow.oauth, { grant_type: 'refresh_token', refresh_token: token, client_id: flow.client.client_id }, endpoints, later(60));
    return { ...flow, tokens, refresh };
  };

  it('rotate: a refresh answers a new refresh token and a new access key, the old key revoked', async () => {
    const { oauth, tokens, refresh } = await started();
    const next = await refresh(tokens.refresh_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(oauth.keyOf(tokens.access_token)!.revoked).toBe(true);
    expect(oauth.keyOf(next.access_token)!.revoked).toBeFalsy();
    expect(oauth.keyOf(next.access_token)!.resource).toBe(RESOURCE);
    await expect(refresh(next.refresh_token)).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('writes the rotation to the audit log: the new key made and the old one revoked, by the consenting key', async () => {
    const { oauth, tokens, refresh, ownerKeyId } = await started();
    const next = await refresh(tokens.refresh_token);
    const [oldId, newId] = [oauth.keyOf(tokens.access_token)!.keyId, oauth.keyOf(next.access_token)!.keyId];
    expect(oauth.audit.slice(1)).toEqual([
      { agentId: 'agent_a', by: ownerKeyId, action: 'key.created', target: newId },
      { agentId: 'agent_a', by: ownerKeyId, action: 'key.revoked', target: oldId },
    ]);
  });

  it('revokes the whole grant when a used refresh token comes back', async () => {
    const { oauth, tokens, refresh } = await started();
    const next = await refresh(tokens.refresh_token);
    await refused(refresh(tokens.refresh_token), 'invalid_grant');
    expect(oauth.keyOf(next.access_token)!.revoked).toBe(true);
    expect(oauth.audit.at(-1)).toMatchObject({ action: 'key.revoked', target: oauth.keyOf(next.access_token)!.keyId });
    await refused(refresh(next.refresh_token), 'invalid_grant');
  });

  it('ends the grant when its owner revoked the access key in the key list', async () => {
    const { oauth, tokens, refresh } = await started();
    oauth.keyOf(tokens.access_token)!.revoked = true;
    await refused(refresh(tokens.refresh_token), 'invalid_grant');
    expect([...oauth.grants.values()][0]!.revoked_at).toBeDefined();
  });

  it('refuses a refresh token presented by another client', async () => {
    const { oauth, tokens } = await started();
    await refused(
      issueTokens(oauth, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'client_other' }, endpoints, later(60)),
      'invalid_grant',
    );
  });
});
