import { isBuiltin } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bundleMetafile } from '../support/bundles';

/** A handler's bundle as esbuild builds it for Lambda, described by its metafile. */
const metafileOf = (handler: string) => bundleMetafile([handler]);

/** The inputs a handler's bundle holds code of (esbuild also lists files it parsed and then shook out entirely) and their bytes. */
const inputsIn = async (handler: string): Promise<[string, number][]> =>
  Object.values((await metafileOf(handler)).outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input, { bytesInOutput }]) => [input, bytesInOutput]);

/** The files a handler's bundle holds code of. */
const filesIn = async (handler: string): Promise<string[]> => (await inputsIn(handler)).map(([input]) => input);

/** The packages a handler's bundle holds code of. */
const packagesIn = async (handler: string): Promise<Set<string>> =>
  new Set((await filesIn(handler)).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+(?:\/v4\/(?:classic|mini))?)/.exec(input)?.[1] ?? []));

/** Bytes of a handler's bundle from the inputs whose path matches `pattern`. */
const bytesFrom = async (handler: string, pattern: RegExp): Promise<number> =>
  (await inputsIn(handler)).filter(([input]) => pattern.test(input)).reduce((total, [, bytes]) => total + bytes, 0);

const CHAIN_PACKAGES = /node_modules\/(viem|ox|abitype|@noble\/curves)\//;

/** The runtime's packages a handler's bundle imports when it loads, and those it imports at first use. */
const sdkImportsOf = async (handler: string) => {
  const imports = Object.values((await metafileOf(handler)).outputs).flatMap((output) =>
    output.imports.filter(({ external, path }) => external && !isBuiltin(path)),
  );
  const of = (kind: string) => [...new Set(imports.filter((i) => i.kind === kind).map((i) => i.path))].sort();
  return { atLoad: of('import-statement'), atFirstUse: of('dynamic-import') };
};

describe('Handler bundles: a function loads only the code it uses', () => {
  // Each SDK client beyond DynamoDB's adds as much again to a cold start; these functions need theirs only on some requests.
  it.each([
    ['api/tasks/get', ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner']],
    ['api/tasks/create', ['@aws-sdk/client-kms']],
    ['api/agents/register', ['@aws-sdk/client-sesv2']],
    ['api/operator/earnings', ['@aws-sdk/client-ssm']],
    ['callbacks/send', ['@aws-sdk/client-kms', '@aws-sdk/client-sqs']],
    ['workflows/sandbox-step', ['@aws-sdk/client-s3', 'sharp']],
    ['workflows/review-proof', ['@aws-sdk/client-s3', 'sharp', '@contentauth/c2pa-wasm']],
    ['api/operator/register', ['@aws-sdk/client-cognito-identity-provider']],
    ['workflows/send-payout', ['@aws-sdk/client-kms', '@aws-sdk/client-ssm']],
  ])('%s loads only the DynamoDB client at start, and %j at first use', async (handler, later) => {
    const { atLoad, atFirstUse } = await sdkImportsOf(handler);
    expect(atLoad).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb']);
    expect(atFirstUse).toEqual(expect.arrayContaining(later));
  });

  it.each(['workflows/sandbox-step', 'workflows/finalize', 'api/operator/submit'])(
    '%s holds no C2PA reader (only the review reads Content Credentials)',
    async (handler) => {
      expect((await sdkImportsOf(handler)).atFirstUse).not.toContain('@contentauth/c2pa-wasm');
    },
  );

  it.each([
    'workflows/dispatch',
    'workflows/finalize',
    'workflows/timers',
    'api/health',
    'api/agents/deposit-address',
    'api/agents/deposit-status',
    'api/operator/payout-status',
  ])('%s holds no viem (the settings check addresses, and the core checksums them, without it)', async (handler) => {
    expect([...(await packagesIn(handler))].filter((name) => /^(viem|ox)$/.test(name))).toEqual([]);
  });

  // A public client decorates every action (viem alone was ~190 KB of each chain route); the chain code calls the actions it uses on a bare client.
  it.each(['api/agents/bind-wallet', 'api/agents/report-deposit', 'api/operator/earnings', 'api/operator/payout', 'workflows/send-payout'])(
    '%s holds only the viem actions it calls, on a bare client',
    async (handler) => {
      const inputs = await filesIn(handler);
      expect(inputs).toContain('node_modules/viem/_esm/clients/createClient.js');
      expect(inputs.filter((input) => /viem\/_esm\/clients\/(createPublicClient|createWalletClient|decorators)/.test(input))).toEqual([]);
    },
  );

  // Contract calls (ERC-6492 and CCIP machinery, deployless calls) only where a smart-contract wallet's signature is checked.
  it.each([
    ['api/agents/report-deposit', 55],
    ['api/operator/earnings', 60],
    ['api/operator/payout', 60],
  ])('%s reads the chain with at most %i KB of chain packages, no contract-call machinery', async (handler, kb) => {
    const inputs = await filesIn(handler);
    expect(
      inputs.filter((input) =>
        /viem\/_esm\/actions\/public\/call\.js|ox\/_esm\/erc6492|abitype\/dist\/esm\/human-readable\/parseAbi\.js/.test(input),
      ),
    ).toEqual([]);
    expect(await bytesFrom(handler, CHAIN_PACKAGES)).toBeLessThanOrEqual(kb * 1024);
  });

  // The MCP SDK's low-level Server with the tools' JSON Schemas as they are: McpServer would bring zod-to-json-schema and zod 3,
  // and the tools' zod schemas every locale of classic zod (901 KB in all).
  it('api/mcp holds the MCP SDK without McpServer, zod-to-json-schema, zod 3 or a locale but English, in at most 540 KB (it runs the handlers its tools call in-process, with the dispute mail)', async () => {
    const inputs = await filesIn('api/mcp');
    expect(inputs).toContain('node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js');
    expect(inputs.filter((input) => /sdk\/dist\/esm\/server\/mcp\.js|zod\/v3\/|zod\/v4\/locales\/(?!en\.js)/.test(input))).toEqual([]);
    // The protocol module imports it; only a few regular expressions of it stay.
    expect(await bytesFrom('api/mcp', /zod-to-json-schema/)).toBeLessThan(1024);
    const [output] = Object.values((await metafileOf('api/mcp')).outputs).filter((o) => o.entryPoint);
    expect(output!.bytes).toBeLessThanOrEqual(540 * 1024);
  });

  it('api/mcp-stream (GET /mcp, 405) holds no MCP SDK', async () => {
    expect([...(await packagesIn('api/mcp-stream'))].filter((name) => name.startsWith('@modelcontextprotocol'))).toEqual([]);
  });

  // Classic zod cannot tree-shake (~95 KB in every bundle); only api/mcp holds it, for the MCP SDK.
  it.each(['api/health', 'api/tasks/create', 'api/operator/submit', 'workflows/finalize'])(
    '%s checks its input, items and settings with zod/mini, not the whole of zod',
    async (handler) => {
      const packages = await packagesIn(handler);
      expect(packages).toContain('zod/v4/mini');
      expect(packages).not.toContain('zod/v4/classic');
    },
  );

  // Every function reads every setting at start: they parse without a schema library.
  it('workflows/dispatch (which checks no input or item) holds no zod at all', async () => {
    expect([...(await packagesIn('workflows/dispatch'))].filter((name) => name.startsWith('zod'))).toEqual([]);
  });

  // It writes the callback body without the event's schema, which only openapi.yaml needs.
  it('callbacks/send holds no wire schemas', async () => {
    expect((await filesIn('callbacks/send')).filter((input) => input.startsWith('functions/wire/'))).toEqual(['functions/wire/callback-body.ts']);
  });

  // The tracer (Powertools + aws-xray-sdk-core, ~130 KB) only where a cold start is not on a request's path.
  it.each(['workflows/review-proof', 'workflows/timers', 'workflows/ledger-audit', 'callbacks/send'])(
    '%s holds the X-Ray tracer',
    async (handler) => {
      expect(await packagesIn(handler)).toContain('aws-xray-sdk-core');
    },
  );

  // Each bundle is built with its route's auth kind (lib/handler-function.ts), so only its own authenticator is linked.
  it.each([
    ['api/health', false],
    ['api/tasks/create', false],
    // Admin routes take staff ID tokens too (the staff pool's).
    ['api/admin/record-kyc', true],
    ['api/operator/accept', true],
  ])('%s holds the JWT verifier of ID tokens: %s', async (handler, holds) => {
    expect((await packagesIn(handler)).has('aws-jwt-verify')).toBe(holds);
  });

  it.each(['api/health', 'api/tasks/create', 'api/operator/accept'])('%s holds no route table (its auth kind is built in)', async (handler) => {
    expect(await filesIn(handler)).not.toContain('functions/routes.ts');
  });

  it.each(['api/health', 'api/tasks/create', 'api/tasks/get'])('%s (an API function) holds no tracer, only the metrics', async (handler) => {
    const packages = await packagesIn(handler);
    expect([...packages].filter((name) => /tracer|xray/.test(name))).toEqual([]);
    if (handler !== 'api/health') expect(packages).toContain('@aws-lambda-powertools/metrics');
  });
});
