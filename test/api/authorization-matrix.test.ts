import { generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Route, routes } from '../../functions/manifest/routes';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { createTask, fundedAgent, newOperator, operatorClaims, type TestOperator } from '../support/tasks';

/**
 * Every route of the route table that needs a credential, with each wrong credential: none,
 * malformed, well-formed but unknown, revoked or expired, and the wrong kind. Each answers 401 with
 * the contract's words, before the route's own work; and another tenant's task answers 404.
 */
const guarded = routes.filter((route) => route.auth !== 'none');
const pathOf = (route: Route, id = 'x') => route.path.replace(/\{[^}]+\}/g, id);
const hasBody = (route: Route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';

const MESSAGES = {
  agent: { missing: 'Missing API key', invalid: 'Invalid API key' },
  operator: { missing: 'Missing bearer token', invalid: 'Invalid or expired token' },
  admin: { missing: 'Invalid admin key', invalid: 'Invalid admin key' },
} as const;

const HEADER = { agent: 'x-api-key', operator: 'authorization', admin: 'x-admin-key' } as const;

let owner: RegisteredAgent;
let stranger: RegisteredAgent;
let revokedKey: string;
let claimant: TestOperator;
let otherOperator: TestOperator;
let ownersTask: string;
let foreignJwt: string;
let expiredJwt: string;

const idp = () => inject('localIdp');

beforeAll(async () => {
  owner = await fundedAgent(50);
  stranger = await fundedAgent(50);
  const spare = await api('POST', '/api/v1/agents/keys', { apiKey: stranger.apiKey, body: { name: 'to revoke' } });
  revokedKey = spare.body.api_key;
  expect((await api('DELETE', `/api/v1/agents/keys/${spare.body.key_id}`, { apiKey: stranger.apiKey })).status).toBe(200);
  claimant = await newOperator('Claimant');
  otherOperator = await newOperator('Other');
  ownersTask = (await createTask(owner)).task_id;
  expect((await operatorClaims(ownersTask, claimant)).status).toBe(200);
  const claims = { 'cognito:username': claimant.id, email: claimant.email, token_use: 'id' };
  const now = Math.floor(Date.now() / 1000);
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  foreignJwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: idp().keyId })
    .setIssuer(idp().issuer)
    .setAudience(idp().audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 600)
    .sign(otherKey);
  expiredJwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: idp().keyId })
    .setIssuer(idp().issuer)
    .setAudience(idp().audience)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(await importPKCS8(idp().privateKey, 'RS256'));
});

/** The wrong credentials of each kind, with the message each must get. */
const wrongCredentials = (auth: Route['auth']): { label: string; headers: Record<string, string>; error: string }[] => {
  if (auth === 'none') return [];
  const words = MESSAGES[auth];
  const header = HEADER[auth];
  const common = [
    { label: 'no credential', headers: {}, error: words.missing },
    { label: 'a malformed one', headers: { [header]: auth === 'operator' ? 'Bearer not-a-jwt' : '%%%' }, error: words.invalid },
  ];
  if (auth === 'agent') {
    return [
      ...common,
      { label: 'an unknown key', headers: { [header]: `hk_live_${'0'.repeat(48)}` }, error: words.invalid },
      { label: 'a revoked key', headers: { [header]: revokedKey }, error: words.invalid },
      { label: "an operator's token", headers: { authorization: `Bearer ${claimant.token}` }, error: words.missing },
    ];
  }
  if (auth === 'operator') {
    return [
      ...common,
      { label: 'a token signed by another key', headers: { [header]: `Bearer ${foreignJwt}` }, error: words.invalid },
      { label: 'an expired token', headers: { [header]: `Bearer ${expiredJwt}` }, error: words.invalid },
      { label: "an agent's API key", headers: { 'x-api-key': owner.apiKey }, error: words.missing },
    ];
  }
  return [
    ...common,
    { label: 'a wrong admin key', headers: { [header]: 'admin-wrong' }, error: words.invalid },
    { label: "an agent's API key", headers: { 'x-api-key': owner.apiKey }, error: words.missing },
  ];
};

describe('Authorization matrix: every guarded route refuses every wrong credential with 401', () => {
  it('covers agent, operator and admin routes', () => {
    expect(new Set(guarded.map((route) => route.auth))).toEqual(new Set(['agent', 'operator', 'admin']));
  });

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_key, route) => {
    for (const wrong of wrongCredentials(route.auth)) {
      const response = await api(route.method, pathOf(route), {
        headers: { 'content-type': 'application/json', ...wrong.headers },
        rawBody: hasBody(route) ? '{}' : undefined,
      });
      expect({ status: response.status, body: response.body }, `${route.method} ${route.path} with ${wrong.label}`).toEqual({
        status: 401,
        body: { error: wrong.error },
      });
    }
  });
});

/** Bodies that pass validation, so a refusal can only come from whose task it is. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/v1/tasks/{id}/verify': { decision: 'APPROVE' },
  'POST /api/v1/tasks/{id}/estimate/reject': {},
  'POST /api/v1/tasks/{id}/estimate/approve': {},
  'POST /api/v1/tasks/{id}/cancel': {},
  'POST /api/v1/tasks/{id}/retrieve-credential': {},
  'POST /api/v1/operator/tasks/{id}/withdraw-claim': {},
  'POST /api/v1/operator/tasks/{id}/start': {},
  'POST /api/v1/operator/tasks/{id}/submit': { photos: [], notes: 'n' },
  'POST /api/v1/operator/tasks/{id}/appeal': { reason: 'r' },
  'POST /api/v1/operator/tasks/{id}/report': { reason: 'other' },
  'POST /api/v1/operator/tasks/{id}/photos': { content_type: 'image/jpeg', size_bytes: 1000 },
  'POST /api/v1/tasks/{id}/rating': { score: 3 },
  'POST /api/v1/tasks/{id}/tip': { amount_usd: 1 },
  'POST /api/v1/tasks/{id}/messages': { text: 'hello' },
  'POST /api/v1/operator/tasks/{id}/messages': { text: 'hello' },
};

describe("Authorization matrix: another tenant's task answers 404, as if it did not exist", () => {
  const agentTaskRoutes = guarded.filter((route) => route.auth === 'agent' && route.path.startsWith('/api/v1/tasks/{id}'));
  const operatorTaskRoutes = guarded.filter(
    (route) => route.auth === 'operator' && route.path.startsWith('/api/v1/operator/tasks/{id}') && !route.path.endsWith('/accept'),
  );

  it.each(agentTaskRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s by another agent', async (key, route) => {
    const response = await api(route.method, pathOf(route, ownersTask), {
      apiKey: stranger.apiKey,
      body: VALID_BODIES[key] ?? (hasBody(route) ? {} : undefined),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
  });

  it.each(operatorTaskRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s by another operator', async (key, route) => {
    const response = await api(route.method, pathOf(route, ownersTask), {
      headers: { authorization: `Bearer ${otherOperator.token}` },
      body: VALID_BODIES[key] ?? (hasBody(route) ? {} : undefined),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
  });

  it("refuses to revoke another agent's key with 404", async () => {
    const theirs = await registerAgent();
    expect((await api('DELETE', `/api/v1/agents/keys/${theirs.keyId}`, { apiKey: stranger.apiKey })).status).toBe(404);
    expect((await api('GET', '/api/v1/agents/me', { apiKey: theirs.apiKey })).status).toBe(200);
  });
});
