import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const get = (path: string) => fetch(`${inject('baseUrl')}${path}`);

describe('The API reference on the local stack', () => {
  it('serves the committed openapi.yaml at /openapi.yaml', async () => {
    const response = await get('/openapi.yaml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8'));
  });

  it('serves the guide for language models at /llms.txt, linking the contract, the MCP endpoint and the A2A agent card', async () => {
    const response = await get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toBe(readFileSync(join(repoRoot, 'docs', 'llms.txt'), 'utf8'));
    expect(text).toMatch(/^# Handoff\n/);
    expect(text).toContain('](/openapi.yaml)');
    expect(text).toContain('](/mcp)');
    expect(text).toContain('](/.well-known/agent-card.json)');
  });

  it('serves /docs as a page that loads only assets of its own, pointed at /openapi.yaml', async () => {
    const page = await get('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>Handoff API reference</title>');
    // No CDN: every script and stylesheet comes from this server.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(['/docs/favicon-32x32.png', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js']);

    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const init = await (await get('/docs/init.js')).text();
    expect(init).toContain("url: '/openapi.yaml'");
    expect(init).toContain('validatorUrl: null');
    expect((await get('/docs/swagger-ui-bundle.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/docs/swagger-ui.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves nothing else of swagger-ui-dist or node_modules', async () => {
    for (const path of ['/docs/package.json', '/docs/../package.json', '/docs/%2e%2e/package.json', '/docs/index.html']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
