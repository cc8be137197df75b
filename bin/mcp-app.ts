/**
 * `npm run mcp-app`: builds the MCP server's proof-review view (web/src/mcp-app) into one HTML page
 * and writes it where the SDK serves it from, sdk/src/mcp-app-html.generated.ts (the published SDK
 * and the hosted endpoint both carry it, with no file to read at run time).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { proofReviewModule } from '../web/build';

const path = join(import.meta.dirname, '..', 'sdk', 'src', 'mcp-app-html.generated.ts');
writeFileSync(path, await proofReviewModule());
console.log(`Wrote ${path}`);
