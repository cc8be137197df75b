/**
 * `npm run mcp-app`: builds the MCP server's proof-review view (web/src/mcp-app) into one HTML page
 * and writes it where the SDK serves it from, sdk/src/mcp-app.generated.html: the published SDK
 * carries it beside its code (dist/), and the hosted endpoint's function beside its bundle
 * (lib/handler-function.ts), each reading it at its first use.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildProofReviewHtml } from '../web/build';

const path = join(import.meta.dirname, '..', 'sdk', 'src', 'mcp-app.generated.html');
writeFileSync(path, await buildProofReviewHtml());
console.log(`Wrote ${path}`);
