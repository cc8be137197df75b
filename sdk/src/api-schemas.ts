/**
 * The JSON Schemas (every $ref inlined) of the agent operations, by operationId: request body,
 * query and path parameters, 2xx responses. Generated from openapi.yaml by `npm run openapi` into
 * ./api-schemas.generated.json, which ships beside this module (or beside the bundle that holds
 * it) and is read at the first use: only tools/list, tools/call and a wait's result need them, so
 * the hosted MCP server's bundle carries none of them as code to parse when it loads.
 */
import { readFileSync } from 'node:fs';

import type { operations } from './api-types.generated.js';

export interface OperationSchemas {
  body?: unknown;
  query?: unknown;
  path?: unknown;
  responses: Record<string, unknown>;
}

/** The schemas of one agent operation; an operation that is not an agent's has none. */
export type AgentOperation = (operationId: keyof operations) => OperationSchemas;

/** The file, beside this module: `import.meta.url` is this file's, or the bundle's that holds it. */
const SCHEMAS_URL = new URL('./api-schemas.generated.json', import.meta.url);

let read: AgentOperation | undefined;
/**
 * The agent operations' schemas, read once per process at their first use. Read synchronously, so
 * an answer never waits on I/O: a stdio client that sends tools/list and closes its input at once
 * still gets the list before the server sees the end of its input.
 */
export const agentOperations = async (): Promise<AgentOperation> => {
  if (!read) {
    const schemas: Partial<Record<string, OperationSchemas>> = JSON.parse(readFileSync(SCHEMAS_URL, 'utf8'));
    read = (operationId) => {
      const found = schemas[operationId];
      if (!found) throw new Error(`No agent operation ${operationId}`);
      return found;
    };
  }
  return read;
};
