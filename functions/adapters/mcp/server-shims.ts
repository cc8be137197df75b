/**
 * The MCP server package's runtime shims (`@modelcontextprotocol/server/_shims`) as the functions
 * are bundled with them (lib/handler-function.ts BUNDLE_ALIASES): Node's, but with the package's
 * light JSON Schema validator (@cfworker/json-schema, ~40 KB) as its default instead of Ajv
 * (~150 KB), which the tools validate with too (sdk/src/mcp/registry.ts).
 */
import process from 'node:process';

export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
export { process };
