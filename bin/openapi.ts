/**
 * `npm run openapi`: writes openapi.yaml from the route table and the handlers' schemas, and the
 * API types of its two clients from it (by openapi-typescript: neither has a hand-written copy of
 * the API's shapes), sdk/src/api-types.generated.ts, which the operator app imports too, and the JSON Schemas of the agent operations for the SDK's MCP tools
 * (sdk/src/api-schemas.generated.json). The handler modules read their configuration when they
 * load; nothing here calls them, so a placeholder table name is enough.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_SCHEMAS_PATH, agentSchemas } from '../openapi/agent-schemas';
import { API_TYPES_PATH, appTypes } from '../openapi/app-types';

process.env.TABLE_NAME ??= 'openapi-generator';
const { buildDocument, toYaml } = await import('../openapi/document');
const path = join(import.meta.dirname, '..', 'openapi.yaml');
writeFileSync(path, toYaml(await buildDocument()));
console.log(`Wrote ${path}`);

// One file serves both clients: the SDK's own, which the operator app imports (types and enum values) too.
const typesPath = join(import.meta.dirname, '..', API_TYPES_PATH);
writeFileSync(typesPath, await appTypes(path));
console.log(`Wrote ${typesPath}`);

// The MCP server's tool schemas (sdk/src/mcp.ts) come from these.
const schemasPath = join(import.meta.dirname, '..', AGENT_SCHEMAS_PATH);
writeFileSync(schemasPath, agentSchemas(path));
console.log(`Wrote ${schemasPath}`);
