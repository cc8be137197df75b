import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const CURRENT = 'c'.repeat(48);
const PREVIOUS = 'p'.repeat(48);

// Set before the settings load (at the handler's import): deployed, CDK sets it on every route function.
const secret = vi.hoisted(() => {
  const arn = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:Handoff-origin-verify-AbCdEf';
  process.env.ORIGIN_VERIFY_SECRET = arn;
  return { arn, value: undefined as unknown, reads: [] as unknown[][] };
});
const SECRET_ARN = secret.arn;
// Secrets Manager, as the handler's default reader reaches it (imported at the first read).
vi.mock('@aws-sdk/client-secrets-manager', () => ({
  GetSecretValueCommand: class {
    constructor(readonly input: unknown) {}
  },
  SecretsManagerClient: class {
    async send(command: { input: unknown }) {
      secret.reads.push([command.input]);
      return { SecretString: secret.value === undefined ? undefined : JSON.stringify(secret.value) };
    }
  },
}));

const { checkOrigin } = await import('../../../../../functions/platform/http/origin-check');
const { handler: health } = await import('../../../../../functions/platform/http/health');

const reader = (value: unknown) => async () => (typeof value === 'string' || value === undefined ? value : JSON.stringify(value));
const refused = { name: 'ForbiddenError', message: "Requests must use the API's public URL" };

afterAll(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
});

describe('checkOrigin: a request proves it came through the edge', () => {
  it('takes every request when no secret is configured (the local stack has no edge)', async () => {
    await expect(checkOrigin({}, undefined, reader(undefined))).resolves.toBeUndefined();
  });

  it('refuses a request without the header, or with a wrong, empty or longer value', async () => {
    for (const headers of [{}, { 'x-origin-verify': '' }, { 'x-origin-verify': 'x'.repeat(48) }, { 'x-origin-verify': `${CURRENT}x` }]) {
      await expect(checkOrigin(headers, SECRET_ARN, reader({ current: CURRENT }))).rejects.toMatchObject(refused);
    }
  });

  it('takes the current value, and the previous one while a rotation is under way', async () => {
    await expect(checkOrigin({ 'x-origin-verify': CURRENT }, SECRET_ARN, reader({ current: CURRENT }))).resolves.toBeUndefined();
    await expect(checkOrigin({ 'x-origin-verify': PREVIOUS }, SECRET_ARN, reader({ current: CURRENT }))).rejects.toMatchObject(refused);
    const rotating = reader({ current: CURRENT, previous: PREVIOUS });
    await expect(checkOrigin({ 'x-origin-verify': PREVIOUS }, SECRET_ARN, rotating)).resolves.toBeUndefined();
    await expect(checkOrigin({ 'x-origin-verify': CURRENT }, SECRET_ARN, rotating)).resolves.toBeUndefined();
  });

  it('never takes an empty previous value, whatever is sent', async () => {
    await expect(checkOrigin({ 'x-origin-verify': '' }, SECRET_ARN, reader({ current: CURRENT, previous: '' }))).rejects.toMatchObject(refused);
  });

  it('fails loudly (not open) on a secret too short to be one', async () => {
    for (const value of [undefined, 'plain text', { current: 'short' }, { previous: CURRENT }]) {
      await expect(checkOrigin({ 'x-origin-verify': 'short' }, SECRET_ARN, reader(value))).rejects.toThrow(
        /must be JSON with a "current" of at least 32 characters/,
      );
    }
  });
});

describe('Every API handler refuses a request that skipped the edge', () => {
  const event = (headers: Record<string, string>): APIGatewayProxyEventV2 =>
    ({
      version: '2.0',
      routeKey: 'GET /api/v1/health',
      rawPath: '/api/v1/health',
      rawQueryString: '',
      headers,
      isBase64Encoded: false,
      requestContext: { requestId: 'req-1', http: { method: 'GET', path: '/api/v1/health' } },
    }) as unknown as APIGatewayProxyEventV2;
  const context = { functionName: 'health', awsRequestId: 'req-1' } as Context;

  beforeEach(() => {
    secret.value = { current: CURRENT };
  });

  it('answers 403 with the error body to a request without X-Origin-Verify, before anything else runs', async () => {
    const response = await health(event({}), context);
    expect(response).toMatchObject({ statusCode: 403 });
    expect(JSON.parse(response.body!)).toEqual({ error: "Requests must use the API's public URL" });
  });

  it('serves a request that carries the secret, read from the configured secret once per cache period', async () => {
    for (let i = 0; i < 3; i++) expect(await health(event({ 'x-origin-verify': CURRENT }), context)).toMatchObject({ statusCode: 200 });
    expect(secret.reads).toEqual([[{ SecretId: SECRET_ARN }]]);
  });
});
