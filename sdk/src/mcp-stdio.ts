#!/usr/bin/env node
/**
 * `handoff-mcp`: the Handoff MCP server over stdio, for MCP clients that start their servers as
 * child processes (Claude Desktop, IDEs). The SDK's stdio entry serves a client of the 2026-07-28
 * revision and one that opens with a 2025-era `initialize` alike, each from a server made for its
 * era. Reads HANDOFF_API_KEY (required), HANDOFF_BASE_URL (default the local stack) and
 * HANDOFF_PHOTO_ORIGINS (the origins the proof-review view may load photos from, comma-separated:
 * the service's photo bucket; none, and the view shows no photo). stdout carries the protocol only;
 * diagnostics go to stderr.
 */
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createHandoffClient, DEFAULT_BASE_URL } from './client.js';
import { createHandoffMcpServer } from './mcp.js';
import { parsePhotoOrigins } from './mcp-app.js';

const apiKey = process.env.HANDOFF_API_KEY;
if (!apiKey) {
  console.error('handoff-mcp: set HANDOFF_API_KEY to the agent API key (hk_live_...)');
  process.exit(2);
}
const baseUrl = process.env.HANDOFF_BASE_URL || DEFAULT_BASE_URL;
let photoOrigins: string[];
try {
  photoOrigins = parsePhotoOrigins(process.env.HANDOFF_PHOTO_ORIGINS);
} catch (error) {
  console.error(`handoff-mcp: HANDOFF_PHOTO_ORIGINS: ${(error as Error).message}`);
  process.exit(2);
}

const client = createHandoffClient({ apiKey, baseUrl });
serveStdio(({ era }) => createHandoffMcpServer(client, { era, proofReviewView: { photoOrigins } }), {
  onerror: (error) => console.error(`handoff-mcp: ${error.message}`),
});
console.error(`handoff-mcp: serving ${baseUrl} over stdio`);
