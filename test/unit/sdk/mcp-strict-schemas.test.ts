import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandoffClient } from '../../../sdk/src/client';
import { createHandoffMcpServer } from '../../../sdk/src/mcp';
import { fromWire, STRICT_FORMATS, STRICT_KEYWORDS, strictSchema, toWire } from '../../../sdk/src/strict-schema';

type Node = Record<string, any>;

/** Every way OpenAI's strict mode refuses a schema, as `path: why`; none for an accepted one. */
const strictModeRefusals = (schema: Node, path: string): string[] => {
  const refusals: string[] = [];
  for (const keyword of Object.keys(schema)) if (!STRICT_KEYWORDS.has(keyword)) refusals.push(`${path}: unsupported keyword ${keyword}`);
  if (schema.format !== undefined && !STRICT_FORMATS.has(schema.format)) refusals.push(`${path}: unsupported format ${schema.format}`);
  const types = [schema.type ?? []].flat();
  if (types.length === 0 && !schema.anyOf && !schema.enum && !('const' in schema)) refusals.push(`${path}: no type`);
  if (schema.enum && types.includes('null') && !schema.enum.includes(null)) refusals.push(`${path}: nullable enum without null`);
  if (types.includes('object')) {
    if (schema.additionalProperties !== false) refusals.push(`${path}: additionalProperties is not false`);
    if (!schema.properties) refusals.push(`${path}: an object without listed properties`);
    const names = Object.keys(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    for (const name of names) if (!required.has(name)) refusals.push(`${path}.${name}: not required`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) refusals.push(...strictModeRefusals(property as Node, `${path}.${name}`));
  }
  if (schema.items) refusals.push(...strictModeRefusals(schema.items, `${path}[]`));
  for (const [index, branch] of (schema.anyOf ?? []).entries()) refusals.push(...strictModeRefusals(branch, `${path}|${index}`));
  return refusals;
};

describe("the MCP server's tool schemas", () => {
  let client: Client;
  let tools: Tool[];

  beforeAll(async () => {
    const server = createHandoffMcpServer(createHandoffClient({ apiKey: 'hk_test_unused', baseUrl: 'http://unused.invalid' }));
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    client = new Client({ name: 'strict-schema-test', version: '1.0.0' });
    await client.connect(clientSide);
    tools = (await client.listTools()).tools;
  });

  afterAll(() => client.close());

  it('are all accepted by OpenAI strict mode: supported keywords only, closed objects, every property required', () => {
    expect(tools.length).toBeGreaterThan(15);
    for (const tool of tools) {
      expect(strictModeRefusals(tool.inputSchema, `${tool.name} input`)).toEqual([]);
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(strictModeRefusals(tool.outputSchema!, `${tool.name} output`)).toEqual([]);
    }
  });

  it('make an optional argument nullable and keep a length bound in the description', () => {
    const create = tools.find((tool) => tool.name === 'create_task')!;
    const properties = create.inputSchema.properties as Record<string, Node>;
    expect(properties.title).toMatchObject({ type: 'string', description: expect.stringContaining('1 to 500 characters') });
    expect(properties.deadline!.type).toContain('null');
    expect(properties.inputs).toMatchObject({ type: ['string', 'null'], description: expect.stringContaining('JSON text') });
  });
});

describe('values crossing a strict schema', () => {
  const api = {
    type: 'object',
    properties: {
      id: { type: 'string', minLength: 1 },
      note: { type: 'string' },
      result: { anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'null' }] },
      inputs: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
      list: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' }, m: { type: 'string' } }, required: ['n'] } },
    },
    required: ['id'],
  };

  it('answers absent properties as null and free-form objects as JSON text', () => {
    expect(fromWire(api, { id: 'a', result: { open: true }, list: [{ n: 1 }] })).toEqual({
      id: 'a',
      note: null,
      result: '{"open":true}',
      inputs: null,
      list: [{ n: 1, m: null }],
    });
    expect(fromWire(api, { id: 'a', result: null })).toMatchObject({ result: null });
  });

  it('drops null arguments and parses JSON text into the free-form objects the API takes', () => {
    expect(toWire(api, { id: 'a', note: null, inputs: '{"place":"bakery"}', result: '{"x":1}', list: [{ n: 2, m: null }] })).toEqual({
      id: 'a',
      inputs: { place: 'bakery' },
      result: { x: 1 },
      list: [{ n: 2 }],
    });
  });

  it('keeps the API’s required list when checking arguments, every property nullable otherwise', () => {
    const relaxed = strictSchema(api, false) as Node;
    expect(relaxed.required).toEqual(['id']);
    expect(strictSchema(api).required).toEqual(['id', 'note', 'result', 'inputs', 'list']);
    // A client that is not strict may still send a free-form object itself, and is held to the API's lengths.
    expect(relaxed.properties!.inputs).toEqual({ anyOf: [{ type: 'string', description: 'JSON text' }, { type: 'object' }, { type: 'null' }] });
    expect(relaxed.properties!.id).toMatchObject({ minLength: 1 });
  });
});
