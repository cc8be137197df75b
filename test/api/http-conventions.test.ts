import { describe, expect, inject, it } from 'vitest';
import { api, registerAgent } from '../support/api';

describe('HTTP conventions', () => {
  it('answers GET /api/v1/health with 200 ok', async () => {
    const { status, body } = await api('GET', '/api/v1/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/nothing-here'],
    ['POST', '/'],
    ['GET', '/api/v1/nothing-here'],
    ['POST', '/api/v1/health'],
    ['PUT', '/api/v1/agents/register'],
  ])('answers 404 Not found for %s %s', async (method, path) => {
    const { status, body } = await api(method, path);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found' });
  });

  it("serves the operator app's page at GET /, and its files, beside the API", async () => {
    const page = await fetch(`${inject('baseUrl')}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>Handoff for operators</title>');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${inject('baseUrl')}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${inject('baseUrl')}/assets/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('serves the operator app with its security headers: a CSP that forbids framing, nosniff, a referrer policy', async () => {
    const page = await fetch(`${inject('baseUrl')}/`);
    const asset = await fetch(`${inject('baseUrl')}${/src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]}`);
    const config = await fetch(`${inject('baseUrl')}/app-config.json`);
    for (const response of [page, asset, config]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    // The app's uploads go to the photo bucket, another origin, which the policy names.
    const { cognitoEndpoint } = (await config.json()) as { cognitoEndpoint: string };
    expect(new URL(cognitoEndpoint).origin).toBe(new URL(inject('baseUrl')).origin);
    expect(page.headers.get('content-security-policy')).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  });

  it('serves the back office at /admin/ (and /admin) with the same security headers, and the staff pool in the app config', async () => {
    for (const path of ['/admin/', '/admin']) {
      const page = await fetch(`${inject('baseUrl')}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Handoff back office</title>');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const config = (await (await fetch(`${inject('baseUrl')}/app-config.json`)).json()) as Record<string, string>;
    expect(config.staffUserPoolClientId).toEqual(expect.any(String));
    expect(config.staffUserPoolClientId).not.toBe(config.userPoolClientId);
    expect((await fetch(`${inject('baseUrl')}/admin/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it("serves the owner's console at /console/ (and /console) with the same security headers", async () => {
    for (const path of ['/console/', '/console']) {
      const page = await fetch(`${inject('baseUrl')}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Handoff console</title>');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 400 to malformed JSON', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/register', {
      rawBody: '{"name": "x", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 400 to a JSON body that is not an object', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/register', { body: ['a'] });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Request body must be a JSON object' });
  });

  it('answers 413 to a body above the size limit', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/register', {
      body: { name: 'x'.repeat(70 * 1024), email: 'big@example.com' },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'Request body too large' });
  });

  it('checks credentials before the body', async () => {
    const { status } = await api('POST', '/api/v1/agents/keys', { rawBody: 'not json' });
    expect(status).toBe(401);
  });

  it('answers JSON with no caching', async () => {
    const agent = await registerAgent();
    const { headers } = await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
