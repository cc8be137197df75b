import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandoffClient } from '../../../sdk/src/client';
import { createHandoffMcpServer } from '../../../sdk/src/mcp';
import { MCP_APP_MIME_TYPE, PROOF_REVIEW_URI, parsePhotoOrigins } from '../../../sdk/src/mcp-app';
import { buildProofReviewHtml } from '../../../web/build';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PHOTOS = 'https://handoff-photos.s3.eu-west-1.amazonaws.com';
/** The page as committed, beside the SDK's code. */
const PROOF_REVIEW_HTML = readFileSync(join(repoRoot, 'sdk', 'src', 'mcp-app.generated.html'), 'utf8');

describe("the MCP server's proof-review view (MCP App)", () => {
  let client: Client;

  beforeAll(async () => {
    const server = createHandoffMcpServer(createHandoffClient({ apiKey: 'hk_test_unused', baseUrl: 'http://unused.invalid' }), {
      proofReviewView: { photoOrigins: [PHOTOS] },
    });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    client = new Client({ name: 'mcp-app-test', version: '1.0.0' });
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client.close();
  });

  it('uses the MIME type and the tool metadata key of the MCP Apps extension', () => {
    expect(MCP_APP_MIME_TYPE).toBe(RESOURCE_MIME_TYPE);
    expect(RESOURCE_URI_META_KEY).toBe('ui/resourceUri');
  });

  it('is listed as a ui:// resource, and the servers says it has resources', async () => {
    expect(client.getServerCapabilities()?.resources).toEqual({});
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ uri: PROOF_REVIEW_URI, mimeType: 'text/html;profile=mcp-app', name: 'proof-review', title: 'Proof review' }),
    ]);
    expect(PROOF_REVIEW_URI).toMatch(/^ui:\/\//);
  });

  it('reads as the self-contained page with a CSP allowing no connection and images from the photo bucket alone', async () => {
    const { contents } = await client.readResource({ uri: PROOF_REVIEW_URI });
    expect(contents).toEqual([
      {
        uri: PROOF_REVIEW_URI,
        mimeType: 'text/html;profile=mcp-app',
        text: PROOF_REVIEW_HTML,
        _meta: {
          ui: { csp: { connectDomains: [], resourceDomains: [PHOTOS], frameDomains: [], baseUriDomains: [] }, prefersBorder: true },
        },
      },
    ]);
    // Its script and stylesheet are inside: a host loads nothing else for it.
    expect(PROOF_REVIEW_HTML).toMatch(/^<!doctype html>/);
    expect(PROOF_REVIEW_HTML).toContain('<script type="module">');
    expect(PROOF_REVIEW_HTML).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  });

  it('answers an unknown resource with Invalid Params, as the protocol asks of a resource the server does not have', async () => {
    await expect(client.readResource({ uri: 'ui://handoff/other.html' })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('Resource not found: ui://handoff/other.html'),
    });
  });

  it('is linked from get_task and wait_for_task, the tools that answer a task, and from no other', async () => {
    const { tools } = await client.listTools();
    const linked = tools.filter((tool) => tool._meta?.ui !== undefined).map((tool) => tool.name);
    expect(linked.sort()).toEqual(['get_task', 'wait_for_task']);
    for (const tool of tools.filter((candidate) => linked.includes(candidate.name)))
      expect(tool._meta).toEqual({ ui: { resourceUri: PROOF_REVIEW_URI }, [RESOURCE_URI_META_KEY]: PROOF_REVIEW_URI });
  });

  it('is the build of web/src/mcp-app that is committed (npm run mcp-app)', async () => {
    expect(PROOF_REVIEW_HTML, 'sdk/src/mcp-app.generated.html is out of date: run `npm run mcp-app` and commit the result').toBe(
      await buildProofReviewHtml(),
    );
  }, 60_000);

  it("takes handoff-mcp's photo origins from a comma-separated list of http(s) origins, and refuses anything else by name", () => {
    expect(parsePhotoOrigins(undefined)).toEqual([]);
    expect(parsePhotoOrigins(' ')).toEqual([]);
    expect(parsePhotoOrigins(`${PHOTOS}, http://127.0.0.1:4566/ ,${PHOTOS}`)).toEqual([PHOTOS, 'http://127.0.0.1:4566']);
    for (const entry of [
      'https://photos.example/bucket',
      'ftp://photos.example',
      '*.amazonaws.com',
      "https://photos.example; script-src 'unsafe-inline'",
    ])
      expect(() => parsePhotoOrigins(`${PHOTOS},${entry}`)).toThrow(`Not an http(s) origin: ${entry}`);
  });
});
