import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthorizationCode, Grant, RefreshToken } from '../../functions/contexts/accounts/oauth/domain/oauth';
import type { OAuthStore } from '../../functions/contexts/accounts/oauth/ports';
import { oauthStore } from '../../functions/contexts/accounts/oauth/store/oauth-store';
import { contractSides } from '../support/contract-sides';
import { FakeOAuth } from '../support/fakes/oauth';

const sides = contractSides<OAuthStore>({
  fake: () => new FakeOAuth().store,
  'DynamoDB Local': () => oauthStore,
});

const NOW = '2026-11-29T11:00:00.000Z';
const EXPIRES = new Date(Date.now() + 3_600_000);
const hash = () => `h_${randomUUID()}`;

const aCode = (): AuthorizationCode => ({
  agent_id: `agt_contract_${randomUUID()}`,
  client_id: 'https://client.example/metadata.json',
  redirect_uri: 'https://client.example/callback',
  code_challenge: 'x'.repeat(43),
  scopes: ['tasks:read'],
  resource: 'https://handoff.test/mcp',
  consent_key_id: 'key_consent',
  valid_until: EXPIRES.toISOString(),
});
const aGrant = (): Grant => ({
  grant_id: `grant_${randomUUID()}`,
  agent_id: `agt_contract_${randomUUID()}`,
  client_id: 'https://client.example/metadata.json',
  client_name: 'Contract client',
  scopes: ['tasks:read'],
  resource: 'https://handoff.test/mcp',
  key_id: 'key_first',
  consent_key_id: 'key_consent',
});
const tokenOf = (grant: Grant): RefreshToken => ({ grant_id: grant.grant_id, client_id: grant.client_id, valid_until: EXPIRES.toISOString() });

describe.each(sides)('The OAuth store (%s)', (_side, make) => {
  it('gives a code to one exchange only', async () => {
    const store = make();
    const codeHash = hash();
    const code = aCode();
    await store.putCode(codeHash, code);
    expect(await store.takeCode(codeHash)).toEqual(code);
    expect(await store.takeCode(codeHash)).toBeUndefined();
  });

  it('rotates a refresh token once: its reuse rotates nothing, and the grant holds the new key', async () => {
    const store = make();
    const grant = aGrant();
    const first = hash();
    await store.startGrant(grant, first, tokenOf(grant), EXPIRES);
    const next = { hash: hash(), token: tokenOf(grant), expiresAt: EXPIRES };
    expect(await store.rotate(first, NOW, next, 'key_second')).toBe(true);
    expect(await store.getRefreshToken(first)).toMatchObject({ used_at: NOW });
    expect(await store.getGrant(grant.grant_id)).toMatchObject({ key_id: 'key_second' });
    expect(await store.rotate(first, NOW, { ...next, hash: hash() }, 'key_third')).toBe(false);
    expect(await store.getGrant(grant.grant_id)).toMatchObject({ key_id: 'key_second' });
    expect(await store.getRefreshToken(next.hash)).toMatchObject({ grant_id: grant.grant_id });
  });

  it('rotates no token of a revoked grant, and a revocation keeps its first time', async () => {
    const store = make();
    const grant = aGrant();
    const first = hash();
    await store.startGrant(grant, first, tokenOf(grant), EXPIRES);
    await store.revokeGrant(grant.grant_id, NOW);
    await store.revokeGrant(grant.grant_id, '2026-11-29T12:00:00.000Z');
    expect(await store.getGrant(grant.grant_id)).toMatchObject({ revoked_at: NOW });
    const next = { hash: hash(), token: tokenOf(grant), expiresAt: EXPIRES };
    expect(await store.rotate(first, NOW, next, 'key_second')).toBe(false);
    expect(await store.getRefreshToken(next.hash)).toBeUndefined();
    expect(await store.getGrant(grant.grant_id)).toMatchObject({ key_id: 'key_first' });
  });

  it('rotates nothing for an unknown token, and revoking an unknown grant is no error', async () => {
    const store = make();
    const next = { hash: hash(), token: tokenOf(aGrant()), expiresAt: EXPIRES };
    expect(await store.rotate(hash(), NOW, next, 'key_second')).toBe(false);
    await store.revokeGrant(`grant_${randomUUID()}`, NOW);
    expect(await store.getRefreshToken(next.hash)).toBeUndefined();
  });

  it('keeps a client by its id', async () => {
    const store = make();
    const client = {
      client_id: `https://client.example/${randomUUID()}.json`,
      client_name: 'Contract client',
      redirect_uris: ['https://client.example/cb'],
      created_at: NOW,
    };
    expect(await store.getClient(client.client_id)).toBeUndefined();
    await store.putClient(client, EXPIRES);
    expect(await store.getClient(client.client_id)).toMatchObject(client);
  });
});
