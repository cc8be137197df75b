import { describe, expect, inject, it } from 'vitest';
import { api, registerAgent } from '../support/api';
import { MCP_TEST_ALLOWED_ORIGIN } from '../support/callback-env';
import { taskBody } from '../support/tasks';

/**
 * What the MCP conformance suite and strict clients ask of /mcp beyond the protocol itself
 * (issue 50, the agent interfaces' second step): Origin validation, the step-up challenge, the
 * invalid_token challenge, the path-suffixed protected resource metadata.
 */
const base = () => inject('baseUrl');
const ACCEPT = 'application/json, text/event-stream';

const post = (apiKey: string | undefined, message: object, headers: Record<string, string> = {}) =>
  api('POST', '/mcp', {
    body: { jsonrpc: '2.0', id: 1, ...message },
    headers: { accept: ACCEPT, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...headers },
  });

describe('/mcp Origin validation (DNS rebinding protection)', () => {
  it('answers 403 to another site’s Origin, on POST and GET, before the key is looked at', async () => {
    const agent = await registerAgent();
    for (const apiKey of [agent.apiKey, undefined, 'hk_live_not-a-key']) {
      const refused = await post(apiKey, { method: 'tools/list' }, { origin: 'http://evil.example' });
      expect(refused).toMatchObject({ status: 403, body: { error: 'Origin not allowed: http://evil.example' } });
    }
    const stream = await api('GET', '/mcp', { headers: { accept: 'text/event-stream', authorization: `Bearer ${agent.apiKey}`, origin: 'null' } });
    expect(stream).toMatchObject({ status: 403, body: { error: 'Origin not allowed: null' } });
  });

  it('serves a request without Origin, with the service’s own origin, or with a configured allowed origin', async () => {
    const agent = await registerAgent();
    for (const headers of [{}, { origin: new URL(base()).origin }, { origin: MCP_TEST_ALLOWED_ORIGIN }] as Record<string, string>[]) {
      const served = await post(agent.apiKey, { method: 'tools/list' }, headers);
      expect(served.status, JSON.stringify(headers)).toBe(200);
      expect(served.body.result.tools.length).toBeGreaterThan(0);
    }
    const stream = await api('GET', '/mcp', { headers: { authorization: `Bearer ${agent.apiKey}`, origin: MCP_TEST_ALLOWED_ORIGIN } });
    expect(stream.status).toBe(405);
  });
});

describe('/mcp 401 challenges (RFC 6750 §3.1)', () => {
  it('says error="invalid_token" beside resource_metadata when a credential was sent and refused, and no error code when none was', async () => {
    const metadata = `resource_metadata="${base()}/.well-known/oauth-protected-resource"`;
    for (const headers of [
      { authorization: 'Bearer hk_live_not-a-key' },
      { authorization: `Bearer hk_live_${'x'.repeat(40)}` },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      { 'x-api-key': `hk_live_${'y'.repeat(40)}` },
    ] as Record<string, string>[]) {
      const refused = await post(undefined, { method: 'tools/list' }, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(`Bearer ${metadata}, error="invalid_token"`);
    }
    const stream = await api('GET', '/mcp', { headers: { authorization: 'Bearer hk_live_not-a-key' } });
    expect(stream.status).toBe(401);
    expect(stream.headers.get('www-authenticate')).toBe(`Bearer ${metadata}, error="invalid_token"`);
    const anonymous = await post(undefined, { method: 'tools/list' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer ${metadata}`);
  });
});

describe('/mcp step-up: a tool whose route needs a scope the credential lacks', () => {
  it('answers the request 403 with WWW-Authenticate: Bearer error="insufficient_scope", scope="<needed>"; allowed tools still answer', async () => {
    const owner = await registerAgent();
    const reader = await api('POST', '/api/v1/agents/keys', { apiKey: owner.apiKey, body: { name: 'reader', scopes: ['tasks:read'] } });
    expect(reader.status).toBe(201);
    const key = reader.body.api_key as string;

    const listed = await post(key, { method: 'tools/call', params: { name: 'list_tasks', arguments: {} } });
    expect(listed.status).toBe(200);
    expect(listed.body.result.isError).toBeFalsy();

    for (const [tool, scope, args] of [
      ['get_balance', 'funds:read', {}],
      ['create_task', 'tasks:write', taskBody()],
    ] as [string, string, object][]) {
      const refused = await post(key, { method: 'tools/call', params: { name: tool, arguments: args } });
      expect(refused, tool).toMatchObject({ status: 403, body: { error: `API key lacks scope: ${scope}` } });
      expect(refused.headers.get('www-authenticate')).toBe(
        `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${base()}/.well-known/oauth-protected-resource"`,
      );
    }
  });
});

describe('protected resource metadata at the path-suffixed address (RFC 9728 §3)', () => {
  it('serves at /.well-known/oauth-protected-resource/mcp the same document as at the root form', async () => {
    const root = await api('GET', '/.well-known/oauth-protected-resource');
    const suffixed = await api('GET', '/.well-known/oauth-protected-resource/mcp');
    expect(suffixed.status).toBe(200);
    expect(suffixed.body).toEqual(root.body);
    expect(suffixed.body).toMatchObject({ resource: `${base()}/mcp`, authorization_servers: [base()] });
  });
});
