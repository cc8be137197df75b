import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { api } from '../support/api';
import { fundedAgent, newOperator } from '../support/tasks';

/**
 * Every operation of openapi.yaml, fed seeded malformed input: invalid JSON, bodies of the wrong
 * type, huge and deeply nested values, objects whose fields have the wrong types, odd path
 * parameters and query strings, the wrong content type, with and without valid credentials.
 * Whatever comes in, the answer is never a 5xx, always `{ "error": string }` with a status the
 * document gives the operation (`api` checks that), and never a stack trace.
 */
const SEED = 20261125;
const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const METHODS = ['get', 'post', 'put', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  auth: 'none' | 'agent' | 'operator' | 'admin';
  hasBody: boolean;
  /** The body's property names, when the document lists them. */
  properties: string[];
}

const resolve = (node: any): any =>
  node?.$ref
    ? node.$ref
        .split('/')
        .slice(1)
        .reduce((at: any, key: string) => at[key], document)
    : node;

const operations: Operation[] = Object.entries<any>(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method];
    const security = operation.security?.[0] ? Object.keys(operation.security[0])[0] : undefined;
    const auth = security === 'ApiKey' ? 'agent' : security === 'OperatorJwt' ? 'operator' : security === 'AdminKey' ? 'admin' : 'none';
    const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
    return { method: method.toUpperCase(), path, auth, hasBody: Boolean(operation.requestBody), properties: Object.keys(schema?.properties ?? {}) };
  }),
);

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

/** A value of some JSON type, odd ones favoured: what a confused or hostile client sends in a field. */
const oddValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0.000001, 2 ** 53 + 1, '', ' ', '\u0000', '💥', 'NaN', '../../etc/passwd', '<script>'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Raw bodies: invalid JSON, the wrong JSON type, huge, deep. */
const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '42', 'true', JSON.stringify(nested(40)), JSON.stringify({ x: 'y'.repeat(60_000) })];

/** Path parameters a router and a handler must survive. */
const ODD_IDS = ['x', '%00', '%ZZ', `tsk_${'a'.repeat(300)}`, '..%2F..%2Fetc', '%F0%9F%92%A5', 'null', '0', '-1', "' OR 1=1 --"];

type Credentials = Record<Operation['auth'], Record<string, string>>;

const withIds = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

const expectHandled = (operation: Operation, what: string, response: { status: number; body: any }) => {
  const label = `${operation.method} ${operation.path} with ${what}`;
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    // OAuth's endpoints answer the protocol's `{ error, error_description }` (RFC 6749 §5.2, RFC 7591 §3.2.2);
    // a 402 of task or batch creation carries x402's PaymentRequired beside `error`. `error` is a string all the same.
    const extraFields = operation.path.startsWith('/api/v1/oauth/')
      ? { error_description: expect.any(String) }
      : response.status === 402
        ? { x402Version: 2, accepts: expect.any(Array), resource: expect.any(Object) }
        : {};
    const allowed = Object.keys(extraFields);
    expect(response.body, label).toMatchObject({ error: expect.any(String) });
    for (const key of Object.keys(response.body)) if (key !== 'error') expect(allowed, `${label}: unexpected field ${key}`).toContain(key);
    for (const key of allowed) if (key in response.body) expect(response.body[key], label).toEqual(extraFields[key as keyof typeof extraFields]);
    expect(response.body.error, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|TypeError|SyntaxError: Unexpected/);
  }
};

describe('Fuzz: malformed input never gets a 5xx', () => {
  let credentials: Credentials;

  const send = async (operation: Operation, what: string, path: string, init: { rawBody?: string; headers?: Record<string, string> }) => {
    const response = await api(operation.method, path, {
      rawBody: init.rawBody,
      headers: { 'content-type': 'application/json', ...credentials[operation.auth], ...init.headers },
    });
    expectHandled(operation, what, response);
  };

  it('covers every operation of the document', async () => {
    const agent = await fundedAgent(50);
    const operator = await newOperator('Fuzz Operator');
    credentials = {
      none: {},
      agent: { 'x-api-key': agent.apiKey },
      operator: { authorization: `Bearer ${operator.token}` },
      admin: { 'x-admin-key': inject('adminKey') },
    };
    expect(operations.length).toBeGreaterThan(30);
  });

  it('answers raw bodies that are not JSON objects, huge or deeply nested with a 4xx', async () => {
    for (const operation of operations.filter((o) => o.hasBody)) {
      for (const rawBody of RAW_BODIES) await send(operation, `body ${rawBody.slice(0, 20)}`, withIds(operation.path, 'x'), { rawBody });
      await send(operation, 'a text/plain body', withIds(operation.path, 'x'), { rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    }
  });

  it('answers objects whose fields have the wrong types with a 4xx, never a 5xx', async () => {
    const bodies = fc.sample(fc.array(oddValue, { minLength: 8, maxLength: 8 }), { seed: SEED, numRuns: 6 });
    for (const operation of operations.filter((o) => o.hasBody && o.properties.length > 0)) {
      for (const values of bodies) {
        const body = Object.fromEntries(operation.properties.map((name, i) => [name, values[i % values.length]]));
        await send(operation, `body ${JSON.stringify(body).slice(0, 60)}`, withIds(operation.path, 'x'), { rawBody: JSON.stringify(body) });
      }
    }
  });

  it('answers odd path parameters and query strings without a 5xx', async () => {
    for (const operation of operations) {
      const paths = operation.path.includes('{') ? ODD_IDS.map((id) => withIds(operation.path, id)) : [operation.path];
      for (const path of paths) await send(operation, `path ${path}`, path, { rawBody: operation.hasBody ? '{}' : undefined });
      const query = fc.sample(fc.dictionary(fc.constantFrom('limit', 'cursor', 'status', 'type', 'to', 'x'), fc.string({ maxLength: 12 })), {
        seed: SEED,
        numRuns: 3,
      });
      for (const params of query) {
        const search = new URLSearchParams(params).toString();
        await send(operation, `query ${search}`, `${withIds(operation.path, 'x')}?${search}`, { rawBody: operation.hasBody ? '{}' : undefined });
      }
    }
  });

  it('answers garbage credentials with a 4xx', async () => {
    const garbage = ['', ' ', 'Bearer', 'Bearer a.b.c', `hk_live_${'x'.repeat(500)}`, '\u00ff\u00fe'];
    for (const operation of operations.filter((o) => o.auth !== 'none')) {
      for (const value of garbage) {
        const header = operation.auth === 'agent' ? 'x-api-key' : operation.auth === 'admin' ? 'x-admin-key' : 'authorization';
        const response = await api(operation.method, withIds(operation.path, 'x'), {
          rawBody: operation.hasBody ? '{}' : undefined,
          headers: { 'content-type': 'application/json', [header]: value },
        });
        expectHandled(operation, `${header}: ${value.slice(0, 20)}`, response);
      }
    }
  });
});
