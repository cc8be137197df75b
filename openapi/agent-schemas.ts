import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  $ref?: string;
  in?: string;
  name?: string;
  required?: boolean;
  schema?: Json;
  description?: string;
}

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, { $ref?: string; content?: { 'application/json'?: { schema: Json } } }>;
}

/** Where they live: in the SDK package (published with it), beside the module that reads them (sdk/src/api-schemas.ts). */
export const AGENT_SCHEMAS_PATH = 'sdk/src/api-schemas.generated.json';

/**
 * The JSON Schemas of the agent operations (those secured by `ApiKey`), taken from openapi.yaml
 * with every `$ref` inlined: for each operationId its request body, its query and path parameters
 * (as one object schema each) and its 2xx response bodies, as one JSON object by operationId. The
 * agent SDK's MCP server builds its tools' input and output schemas from them (sdk/src/mcp.ts), so
 * the tools validate with the very shapes the API's zod schemas produced, without the SDK importing
 * the service's code. JSON, read at the first tools/list or tools/call (sdk/src/api-schemas.ts): the
 * hosted server's bundle parses none of it as code when it loads.
 */
export const agentSchemas = (openapiPath: string): string => {
  const document = parse(readFileSync(openapiPath, 'utf8'));
  // biome-ignore lint/suspicious/noExplicitAny: walks the parsed YAML along a JSON pointer
  const resolve = (ref: string): any =>
    ref
      .split('/')
      .slice(1)
      .reduce((node, part) => node[part], document);
  const inline = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(inline);
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return inline(resolve(node.$ref));
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  const parametersIn = (operation: Operation, where: 'query' | 'path'): Json | undefined => {
    const parameters: Parameter[] = (operation.parameters ?? []).map((p) => (p.$ref ? resolve(p.$ref) : p));
    const found = parameters.filter((p) => p.in === where);
    if (found.length === 0) return undefined;
    return {
      type: 'object',
      properties: Object.fromEntries(
        found.map((p) => [p.name!, inline({ ...(p.schema as object), ...(p.description ? { description: p.description } : {}) })]),
      ),
      required: found.filter((p) => p.required).map((p) => p.name!),
    };
  };
  const operations: Record<string, Json> = {};
  for (const item of Object.values(document.paths as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      if (!operation.security?.some((scheme) => 'ApiKey' in scheme)) continue;
      const responses = Object.entries(operation.responses)
        .filter(([status]) => /^2\d\d$/.test(status))
        .map(([status, response]) => [status, inline(response.content?.['application/json']?.schema ?? null)]);
      const body = operation.requestBody?.content['application/json'].schema;
      operations[operation.operationId] = Object.fromEntries(
        Object.entries({
          body: body === undefined ? undefined : inline(body),
          query: parametersIn(operation, 'query'),
          path: parametersIn(operation, 'path'),
          responses: Object.fromEntries(responses),
        }).filter(([, value]) => value !== undefined),
      ) as Json;
    }
  }
  return `${JSON.stringify(operations, null, 2)}\n`;
};
