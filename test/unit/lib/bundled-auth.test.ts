import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/manifest/routes';
import { repoRoot, writeBundles } from '../../support/bundles';

// Inside the repository, so the bundles' external @aws-sdk/* imports resolve as Lambda's runtime provides them.
const OUT_DIR = join(repoRoot, 'node_modules', '.cache', 'handoff-test-bundles', String(process.pid));

const HANDLERS = [
  'platform/http/health',
  'contexts/accounts/agents/api/agent-me',
  'contexts/accounts/operators/api/operator-me',
  'contexts/work/ratings/api/staff-operator-record',
];

/** Runs a handler's bundle in a fresh Node process, as Lambda would, with one request and no credentials. */
const invoke = async (handler: string, routeKey: string) => {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(join(OUT_DIR, `${handler}.mjs`)).href)});
    const event = { routeKey: ${JSON.stringify(routeKey)}, headers: {}, requestContext: { requestId: 'r' }, isBase64Encoded: false };
    const context = { functionName: 'f', awsRequestId: 'r', getRemainingTimeInMillis: () => 10000 };
    process.stdout.write(JSON.stringify(await handler(event, context)));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, TABLE_NAME: 'handoff-test', APP_ENV: 'production', AWS_REGION: 'us-east-1', POWERTOOLS_LOG_LEVEL: 'SILENT' },
  });
  const result = JSON.parse(stdout);
  return { status: result.statusCode, body: JSON.parse(result.body) };
};

// A handler authenticates through its kind's wrapper (<module>/wiring/*-handler.ts) and holds no route table;
// the local stack and the API tests run the handlers unbundled, so this is where the bundles themselves are run.
describe('Bundled handlers authenticate by the kind of route they were made for', () => {
  beforeAll(() => writeBundles(HANDLERS, OUT_DIR), 60_000);
  afterAll(() => rm(OUT_DIR, { recursive: true, force: true }));

  it.each([
    ['platform/http/health', 200, { status: 'ok' }],
    ['contexts/accounts/agents/api/agent-me', 401, { error: 'Missing API key' }],
    ['contexts/accounts/operators/api/operator-me', 401, { error: 'Missing bearer token' }],
    ['contexts/work/ratings/api/staff-operator-record', 401, { error: 'Invalid admin key' }],
  ])('%s answers %i without credentials, by its own route key or another', async (handler, status, body) => {
    const route = routes.find((candidate) => candidate.handler === handler)!;
    expect(await invoke(handler, `${route.method} ${route.path}`)).toEqual({ status, body });
    // Not looked up: a bundle has no route table.
    expect(await invoke(handler, 'GET /nowhere')).toEqual({ status, body });
  });
});
