import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { routeKey, routes } from '../../../functions/manifest/routes';
import { AGENT_SCHEMAS_PATH, agentSchemas } from '../../../openapi/agent-schemas';
import { API_TYPES_PATH, appTypes } from '../../../openapi/app-types';
import { buildDocument, toYaml } from '../../../openapi/document';
import { assertMatchesContract } from '../../support/contract';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const committed = readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8');
const document = parse(committed);
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('openapi.yaml', () => {
  it('is exactly what npm run openapi generates from the handlers’ schemas', async () => {
    const generated = toYaml(await buildDocument());
    expect(committed, 'openapi.yaml is out of date: run `npm run openapi` and commit the result').toBe(generated);
  });

  it('is what the API types of the SDK and the web apps were generated from', async () => {
    const types = readFileSync(join(repoRoot, API_TYPES_PATH), 'utf8');
    expect(types, `${API_TYPES_PATH} is out of date: run \`npm run openapi\` and commit the result`).toBe(
      await appTypes(join(repoRoot, 'openapi.yaml')),
    );
  });

  it('is what the MCP tools’ schemas of the agent SDK (sdk/src/api-schemas.generated.json) were generated from', () => {
    const schemas = readFileSync(join(repoRoot, AGENT_SCHEMAS_PATH), 'utf8');
    expect(schemas, `${AGENT_SCHEMAS_PATH} is out of date: run \`npm run openapi\` and commit the result`).toBe(
      agentSchemas(join(repoRoot, 'openapi.yaml')),
    );
  });

  it('documents 429 with Retry-After on every operation (the edge rate limits answer before any handler)', () => {
    for (const { key, operation } of operations()) {
      const limited = operation.responses['429'];
      const response = limited.$ref ? document.components.responses[limited.$ref.split('/').at(-1)] : limited;
      expect(response.headers?.['Retry-After'], key).toBeDefined();
    }
  });

  it('documents every route of the route table and no other, dev-only ones marked x-dev-only', () => {
    const documented = operations();
    expect(documented.map((o) => o.key).sort()).toEqual(routes.map(routeKey).sort());
    const devOnly = documented.filter((o) => o.operation['x-dev-only'] === true).map((o) => o.key);
    expect(devOnly.sort()).toEqual(
      routes
        .filter((r) => r.devOnly)
        .map(routeKey)
        .sort(),
    );
  });

  it('is OpenAPI 3.1.0 with interface version 1.0.0 and the three security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    const schemes = document.components.securitySchemes;
    expect(schemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.OperatorJwt).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.AdminKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Admin-Key' });
  });

  it('answers every error with the { error } schema (a 402 that x402 can pay: with the PaymentRequired object beside it; OAuth 400s with the protocol’s, which has `error` too)', () => {
    const responses = document.components.responses as Record<string, any>;
    const payable = ['POST /api/v1/tasks 402', 'POST /api/v1/batches 402'];
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
        if (Number(status) < 400) continue;
        const resolved = response.$ref ? responses[response.$ref.split('/').at(-1)] : response;
        // OAuth's refusals are the protocol's `{ error: <code>, error_description }` (RFC 6749 §5.2): `error` all the same;
        // an OAuth route that declares no 400 of its own has the shared one (a body it does not read must still be JSON).
        const schema = payable.includes(`${key} ${status}`)
          ? 'PaymentRequired'
          : operation.tags.includes('OAuth') && status === '400' && !response.$ref
            ? 'OAuthError'
            : 'Error';
        expect(resolved.content['application/json'].schema, `${key} ${status}`).toEqual({ $ref: `#/components/schemas/${schema}` });
      }
    }
  });

  it('links the OAuth metadata documents of /mcp from its description, which /docs shows first', () => {
    expect(document.info.description).toContain('](/.well-known/oauth-protected-resource)');
    expect(document.info.description).toContain('](/.well-known/oauth-authorization-server)');
  });

  it('takes an Idempotency-Key on task creation and payouts', () => {
    for (const [path, method] of [
      ['/api/v1/tasks', 'post'],
      ['/api/v1/operator/payout', 'post'],
    ] as const) {
      expect(document.paths[path][method].parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    }
    const header = document.components.parameters.IdempotencyKey;
    expect(header).toMatchObject({ in: 'header', name: 'Idempotency-Key', schema: { minLength: 1, maxLength: 255 } });
    expect(header.required).not.toBe(true);
  });

  it('describes the callback as the taskStatusChanged webhook with its signature headers and body', () => {
    const callback = document.webhooks.taskStatusChanged.post;
    const headers = callback.parameters.filter((p: any) => p.in === 'header').map((p: any) => p.name);
    expect(headers).toEqual(['X-Signature', 'X-Timestamp', 'webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(callback.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CallbackEvent' });
    expect(document.components.schemas.CallbackEvent.required).toEqual(['event', 'task_id', 'status', 'previous_status', 'timestamp']);
  });

  it('passes the Redocly lint rules of redocly.yaml', async () => {
    const redocly = join(repoRoot, 'node_modules', '.bin', 'redocly');
    const run = promisify(execFile)(redocly, ['lint', '--format=stylish'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    await expect(run.catch((error) => Promise.reject(new Error(`redocly lint failed:\n${error.stdout}${error.stderr}`)))).resolves.toBeDefined();
  }, 60_000);
});

describe('The API test client’s response check', () => {
  it('accepts a documented status with a body of the documented shape', () => {
    expect(() => assertMatchesContract('GET', '/api/v1/health', 200, { status: 'ok' })).not.toThrow();
    expect(() => assertMatchesContract('GET', '/api/v1/tasks/task_1?x=1', 404, { error: 'Task not found' })).not.toThrow();
  });

  it('refuses a body with a field the document does not have, naming it', () => {
    expect(() => assertMatchesContract('GET', '/api/v1/health', 200, { status: 'ok', uptime: 1 })).toThrow(
      /must NOT have additional properties \(uptime\)/,
    );
  });

  it('refuses a body whose field has the wrong type, naming the field', () => {
    expect(() => assertMatchesContract('GET', '/api/v1/agents/balance', 200, { deposit_balance: '1', escrow_balance: 0, currency: 'USD' })).toThrow(
      /body\/deposit_balance must be number/,
    );
  });

  it('refuses a status the operation does not document', () => {
    expect(() => assertMatchesContract('GET', '/api/v1/health', 418, { error: 'teapot' })).toThrow(
      /health documents only 200, 400, 403, 413, 429, 500/,
    );
  });

  it('holds an unknown route to the RouteNotFound response', () => {
    expect(() => assertMatchesContract('GET', '/api/v1/nothing-here', 404, { error: 'Not found' })).not.toThrow();
    expect(() => assertMatchesContract('PUT', '/api/v1/agents/register', 200, {})).toThrow(/must be 404/);
    expect(() => assertMatchesContract('GET', '/nowhere', 404, { message: 'Not found' })).toThrow(/must have required property 'error'/);
  });
});
