import { isBuiltin } from 'node:module';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleMetafiles } from '../../support/bundles';

/** The handlers the tables below name: bundled together, in one esbuild run, when the first test asks for one. */
const TABLED = new Set<string>();
/** A table of `it.each` whose rows start with a handler, its handlers noted for that one run. */
const tabled = <Row extends string | readonly [string, ...unknown[]]>(rows: Row[]): Row[] => {
  for (const row of rows) TABLED.add(typeof row === 'string' ? row : row[0]);
  return rows;
};
const built = new Map<string, Promise<Metafile>>();

/** A handler's bundle as esbuild builds it for Lambda, described by its metafile (built once per file). */
const metafileOf = async (handler: string): Promise<Metafile> => {
  if (!built.has(handler)) {
    const batch = [...new Set([handler, ...TABLED])].filter((name) => !built.has(name));
    const metafiles = bundleMetafiles(batch);
    for (const name of batch)
      built.set(
        name,
        metafiles.then((all) => all.get(name)!),
      );
  }
  return built.get(handler)!;
};

/** The inputs a handler's bundle holds code of (esbuild also lists files it parsed and then shook out entirely) and their bytes. */
const inputsIn = async (handler: string): Promise<[string, number][]> =>
  Object.values((await metafileOf(handler)).outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input, { bytesInOutput }]) => [input, bytesInOutput]);

/** The files a handler's bundle holds code of. */
const filesIn = async (handler: string): Promise<string[]> => (await inputsIn(handler)).map(([input]) => input);

/** The packages some of `inputs` are files of. */
const packagesOf = (inputs: Iterable<string>): Set<string> =>
  new Set([...inputs].flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+(?:\/v4\/(?:classic|mini))?)/.exec(input)?.[1] ?? []));

/** The packages a handler's bundle holds code of. */
const packagesIn = async (handler: string): Promise<Set<string>> => packagesOf(await filesIn(handler));

/**
 * The packages a handler's bundle runs code of when it loads: those reached from its entry by
 * static imports through files it holds code of. A file reached only through `import()` is
 * wrapped by esbuild and evaluated at that import (so is every file only it reaches); a static
 * import of it from a file the bundle holds would evaluate it at load.
 */
const packagesAtLoad = async (handler: string): Promise<Set<string>> => packagesOf(await filesAtLoad(handler));

/** The files a handler's bundle runs code of when it loads (packagesAtLoad's files). */
const filesAtLoad = async (handler: string): Promise<string[]> => {
  const { inputs, outputs } = await metafileOf(handler);
  const [output] = Object.values(outputs);
  const reached = new Set([output!.entryPoint!]);
  for (const file of reached)
    for (const { path, kind, external } of inputs[file]?.imports ?? [])
      if (!external && kind !== 'dynamic-import' && output!.inputs[path]?.bytesInOutput) reached.add(path);
  return [...reached];
};

/** Bytes of a handler's bundle from the inputs whose path matches `pattern`. */
const bytesFrom = async (handler: string, pattern: RegExp): Promise<number> =>
  (await inputsIn(handler)).filter(([input]) => pattern.test(input)).reduce((total, [, bytes]) => total + bytes, 0);

/** The DynamoDB client and its document and marshalling helpers: what every function may load at start. */
const DYNAMODB_PACKAGES = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'];

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
  it.each(
    tabled([
      ['contexts/work/tasks/api/agent/get', ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner']],
      ['contexts/work/creation/api/create-task', ['@aws-sdk/client-kms', 'jose/key/import']],
      ['contexts/work/tasks/api/operator/submit', ['jose/key/import', 'jose/jwe/flattened/encrypt']],
      ['contexts/edge/a2a/api/a2a', []],
      ['contexts/accounts/agents/api/register-agent', ['@aws-sdk/client-sesv2']],
      ['contexts/edge/operator-app/api/earnings', ['@aws-sdk/client-ssm']],
      ['contexts/delivery/delivery/sender/send', ['@aws-sdk/client-kms', '@aws-sdk/client-sqs']],
      ['contexts/delivery/push/sender/send', ['web-push']],
      ['contexts/work/tasks/workflow/sandbox-step', ['@aws-sdk/client-s3', 'sharp']],
      ['contexts/work/tasks/workflow/review-proof-step', ['@aws-sdk/client-s3', 'sharp', '@contentauth/c2pa-wasm']],
      ['contexts/accounts/operators/api/register-operator', ['@aws-sdk/client-cognito-identity-provider']],
      ['contexts/money/payouts/workflow/send-payout-step', ['@aws-sdk/client-kms', '@aws-sdk/client-ssm']],
    ]),
  )('%s loads only the DynamoDB client at start, and %j at first use', async (handler, later) => {
    const { atLoad, atFirstUse } = await sdkImportsOf(handler);
    // The DynamoDB client, and of its helpers those the function's code uses.
    expect(atLoad).toEqual(expect.arrayContaining(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']));
    expect(atLoad.filter((path) => !DYNAMODB_PACKAGES.includes(path))).toEqual([]);
    expect(atFirstUse).toEqual(expect.arrayContaining(later));
  });

  // Of DynamoDB's attribute form a route converts only the item a refused write returns (platform/table/failed-item.ts): a cold start without it.
  it.each(
    tabled([
      'contexts/work/tasks/api/operator/start',
      'contexts/work/templates/api/create-template',
      'contexts/delivery/push/api/subscribe',
      'contexts/work/creation/api/create-task',
    ]),
  )('%s imports the DynamoDB marshalling helpers at first use, not at load', async (handler) => {
    const { atLoad, atFirstUse } = await sdkImportsOf(handler);
    expect(atLoad).not.toContain('@aws-sdk/util-dynamodb');
    expect(atFirstUse).toContain('@aws-sdk/util-dynamodb');
  });

  // A route the table permissions give no access (the push key reads a secret) has no use for the DynamoDB client, which is most of a cold start.
  it.each(
    tabled([
      'platform/http/health',
      'contexts/delivery/push/api/push-key',
      'contexts/edge/a2a/api/agent-card',
      'contexts/accounts/oauth/api/protected-resource',
      'contexts/accounts/oauth/api/authorization-server',
    ]),
  )('%s (no table access) loads no DynamoDB client', async (handler) => {
    const { atLoad, atFirstUse } = await sdkImportsOf(handler);
    expect([...atLoad, ...atFirstUse].filter((path) => DYNAMODB_PACKAGES.includes(path))).toEqual([]);
  });

  // Routes that only read or remove endpoints and devices are wired with their tables alone, the secrets' reveal and rotation with the sealer.
  it.each(
    tabled([
      'contexts/delivery/webhooks/api/get-webhook',
      'contexts/delivery/webhooks/api/list-webhooks',
      'contexts/delivery/webhooks/api/list-deliveries',
      'contexts/delivery/webhooks/api/delete-webhook',
      'contexts/delivery/push/api/unsubscribe',
      'contexts/delivery/callbacks/api/reveal-callback-secret',
      'contexts/delivery/webhooks/api/rotate-webhook',
    ]),
  )("%s holds neither the callback URL rules nor the delivery engine's transport", async (handler) => {
    expect(
      (await filesIn(handler)).filter((input) =>
        /adapters\/callbacks\/(callback-url|addresses|post-callback)|contexts\/delivery\/engine\/wiring\/engine/.test(input),
      ),
    ).toEqual([]);
  });

  it("contexts/delivery/push/api/unsubscribe builds no subscription body (push-views.ts's schemas are built wherever it is bundled)", async () => {
    expect(await filesIn('contexts/delivery/push/api/unsubscribe')).not.toContain('functions/contexts/delivery/push/api/push-views.ts');
  });

  it.each(
    tabled([
      'contexts/work/tasks/workflow/sandbox-step',
      'contexts/work/completion/workflow/finalize-step',
      'contexts/work/tasks/api/operator/submit',
    ]),
  )('%s holds no C2PA reader (only the review reads Content Credentials)', async (handler) => {
    expect((await sdkImportsOf(handler)).atFirstUse).not.toContain('@contentauth/c2pa-wasm');
  });

  it.each(
    tabled([
      'platform/workflow/dispatch',
      'contexts/work/completion/workflow/finalize-step',
      'contexts/edge/sweep/workflow/timers-step',
      'platform/http/health',
      'contexts/money/deposits/api/deposit-address',
      'contexts/money/deposits/api/deposit-status',
      'contexts/money/payouts/api/payout-status',
      'contexts/money/payouts/api/payout',
      'contexts/edge/operator-app/api/earnings',
    ]),
  )(
    '%s holds no viem (the settings check addresses without it, and the deployment checksums them; a fee is read by plain JSON-RPC)',
    async (handler) => {
      expect([...(await packagesIn(handler))].filter((name) => /^(viem|ox)$/.test(name))).toEqual([]);
    },
  );

  // exifr (74 KB) only where a photo's EXIF is read: the review; the submit and the sandbox make and copy photos without reading it.
  it.each(tabled(['contexts/work/tasks/api/operator/submit', 'contexts/work/tasks/workflow/sandbox-step']))(
    '%s holds no EXIF reader',
    async (handler) => {
      expect(await packagesIn(handler)).not.toContain('exifr');
    },
  );

  // A structured result is checked by code written for the result_schema subset: Ajv and its helpers were 124 KB of the submit.
  it.each(tabled(['contexts/work/tasks/api/operator/submit', 'contexts/work/tasks/workflow/sandbox-step']))(
    '%s holds no JSON Schema validator',
    async (handler) => {
      expect([...(await packagesIn(handler))].filter((name) => /^(ajv|fast-uri|json-schema-traverse|@cfworker\/json-schema)$/.test(name))).toEqual(
        [],
      );
    },
  );

  // An x402 payment of a short balance is checked, settled and credited by the x402 settler, which creation invokes: it holds the chain code.
  it.each(tabled(['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch', 'contexts/edge/mcp/api/mcp']))(
    "%s holds no chain packages (x402 payments are the settler function's work)",
    async (handler) => {
      expect([...(await packagesIn(handler))].filter((name) => /^(viem|ox|abitype|@noble\/curves)$/.test(name))).toEqual([]);
    },
  );

  // These need the package on some requests only (viem: a deposit's or fee's chain read; exifr: a photo within the limits).
  it.each(
    tabled([
      ['contexts/work/tasks/workflow/review-proof-step', 'exifr'],
      ['contexts/money/deposits/api/report-deposit', 'viem'],
      ['contexts/money/deposits/workflow/check-deposit-step', 'viem'],
    ]),
  )('%s holds %s but evaluates none of it (nor the chain packages) when it loads, only at first use', async (handler, name) => {
    expect(await packagesIn(handler)).toContain(name);
    expect([...(await packagesAtLoad(handler))].filter((loaded) => loaded === name || /^(viem|ox|abitype|@noble\/curves)$/.test(loaded))).toEqual([]);
  });

  // A public client decorates every action (viem alone was ~190 KB of each chain route); the chain code calls the actions it uses on a bare client.
  it.each(tabled(['contexts/money/deposits/api/report-deposit', 'contexts/money/payouts/workflow/send-payout-step']))(
    '%s holds only the viem actions it calls, on a bare client',
    async (handler) => {
      const inputs = await filesIn(handler);
      expect(inputs).toContain('node_modules/viem/_esm/clients/createClient.js');
      expect(inputs.filter((input) => /viem\/_esm\/clients\/(createPublicClient|createWalletClient|decorators)/.test(input))).toEqual([]);
    },
  );

  // Contract calls (ERC-6492 and CCIP machinery, deployless calls) only where a smart-contract wallet's signature is checked; the price feed's
  // views and a deposit's Transfer log are read by their fixed selectors and words, without viem's ABI coder; a payout's fee by plain JSON-RPC.
  it.each(
    tabled([
      ['contexts/money/deposits/api/report-deposit', 35],
      ['contexts/edge/operator-app/api/earnings', 5],
      ['contexts/money/payouts/api/payout', 5],
    ]),
  )('%s reads the chain with at most %i KB of chain packages, no contract-call machinery nor ABI coder', async (handler, kb) => {
    const inputs = await filesIn(handler);
    expect(
      inputs.filter((input) =>
        /viem\/_esm\/actions\/public\/call\.js|viem\/_esm\/utils\/abi\/|ox\/_esm\/erc6492|abitype\/dist\/esm\/human-readable\/parseAbi\.js/.test(
          input,
        ),
      ),
    ).toEqual([]);
    expect(await bytesFrom(handler, CHAIN_PACKAGES)).toBeLessThanOrEqual(kb * 1024);
  });

  // The chain addresses a 402 or the deposit instructions show are EIP-55 checksummed by the deployment (platform/settings/deploy.ts):
  // keccak only where an address a client sends is checked (a payout's, a bound wallet's).
  it.each(
    tabled(['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch', 'contexts/money/deposits/api/deposit-address']),
  )('%s holds no keccak', async (handler) => {
    expect((await filesIn(handler)).filter((input) => /@noble\/hashes\/esm\/sha3|kernel\/evm-addresses/.test(input))).toEqual([]);
  });

  // The workflows' manifest gathers every workflow's definition and the tasks' actions every move: a route needs neither to create work or read money.
  it.each(
    tabled([
      'contexts/work/creation/api/create-task',
      'contexts/work/creation/api/create-batch',
      'contexts/work/quotes/api/quote',
      'contexts/money/deposits/api/report-deposit',
      'contexts/edge/operator-app/api/earnings',
      'contexts/money/payouts/api/payout',
      'contexts/accounts/agents/api/bind-wallet',
    ]),
  )("%s holds neither the workflows' manifest nor the tasks' actions", async (handler) => {
    expect(
      (await filesIn(handler)).filter((input) => /functions\/(manifest\/workflows|contexts\/work\/tasks\/wiring\/actions)\.ts$/.test(input)),
    ).toEqual([]);
  });

  // An EOA's personal_sign recovered with @noble/curves (viem's own curve), a smart-contract wallet asked by one deployless eth_call over plain
  // JSON-RPC: none of viem's signature utilities, client, ABI coder, ox or its ERC-6492 and CCIP machinery.
  it("contexts/accounts/agents/api/bind-wallet checks a signature with at most 50 KB of chain packages, without viem's signature, client or contract-call machinery", async () => {
    const handler = 'contexts/accounts/agents/api/bind-wallet';
    expect(
      (await filesIn(handler)).filter((input) =>
        /viem\/_esm\/(actions\/public\/call\.js|utils\/signature\/|utils\/abi\/|clients\/)|node_modules\/(ox|abitype)\//.test(input),
      ),
    ).toEqual([]);
    expect(await bytesFrom(handler, CHAIN_PACKAGES)).toBeLessThanOrEqual(50 * 1024);
  });

  // The MCP SDK's version 2 server (both protocol eras' wire codecs, the 2026-07-28 request envelope, its light JSON Schema validator, no Ajv) with the
  // tools' JSON Schemas as they are: no zod 3, no zod-to-json-schema, no locale of zod but English. The API's JSON Schemas the tools are cut from
  // (sdk/src/api-schemas.generated.json, 76 KB as code) are read as JSON at the first tools/list or tools/call.
  it('contexts/edge/mcp/api/mcp holds the MCP SDK without zod-to-json-schema, zod 3 or a locale but English, and neither the proof-review page it serves nor the API schemas of its tools (read from beside the bundle at first use)', async () => {
    const inputs = await filesIn('contexts/edge/mcp/api/mcp');
    expect(inputs.some((input) => input.startsWith('node_modules/@modelcontextprotocol/server/dist/'))).toBe(true);
    expect(
      inputs.filter((input) => /@modelcontextprotocol\/sdk\/|zod-to-json-schema|zod\/v3\/|zod\/v4\/locales\/(?!en\.js|index\.js)/.test(input)),
    ).toEqual([]);
    expect(inputs.filter((input) => /mcp-app/.test(input))).toEqual(['sdk/src/mcp-app.ts']);
    expect(inputs.filter((input) => /api-schemas/.test(input))).toEqual(['sdk/src/api-schemas.ts']);
    expect(inputs.filter((input) => /ajv/i.test(input))).toEqual([]);
  });

  // Each MCP tool and A2A method runs its route's function (platform/http/route-functions.ts): the interfaces hold only the protocol.
  // /mcp's allowance is its size rounded up to 10 KB, not the 300 KB of docs/bench.md: the MCP package with the zod and the JSON Schema
  // validator it needs bundles to 321 KB by itself (what is left of ours and what was tried: docs/bench.md).
  it.each(
    tabled([
      ['contexts/edge/mcp/api/mcp', 430],
      ['contexts/edge/a2a/api/a2a', 180],
    ]),
  )('%s holds none of the routes it runs (nor their use cases, screening or chain code), in at most %i KB', async (handler, kb) => {
    const inputs = await filesIn(handler);
    expect(
      inputs.filter((file) => /contexts\/(work|money|delivery)\/(?!a2a-push\/)[^/]+\/(api|use-cases|domain)\/|adapters\/screening\//.test(file)),
    ).toEqual([]);
    const [output] = Object.values((await metafileOf(handler)).outputs).filter((o) => o.entryPoint);
    expect(output!.bytes).toBeLessThanOrEqual(kb * 1024);
  });

  // Every API bundle at most 150 KB: these were over it, each linking code its route does not use (viem's client where a fee or a contract
  // wallet's check needs one JSON-RPC read, jose where node:crypto makes the credential's JWE, the metrics library where the move counts nothing,
  // the screening rules' phrases where a quote screens; keccak where the deployment can checksum the chain addresses, the screeners and
  // the metrics where creation can leave the screening to a function of its own and the count of what it creates to the table's stream).
  it.each(
    tabled([
      'contexts/money/deposits/api/report-deposit',
      'contexts/work/suspensions/api/suspend-agent',
      'contexts/edge/a2a/api/a2a',
      'contexts/work/disputes/api/resolve-dispute',
      'contexts/money/payouts/api/payout',
      'contexts/edge/operator-app/api/earnings',
      'contexts/accounts/agents/api/bind-wallet',
      'contexts/work/tasks/api/operator/submit',
      'contexts/work/quotes/api/quote',
      'contexts/work/creation/api/create-task',
      'contexts/work/creation/api/create-batch',
    ]),
  )('%s is at most 150 KB', async (handler) => {
    const [output] = Object.values((await metafileOf(handler)).outputs).filter((o) => o.entryPoint);
    expect(output!.bytes).toBeLessThanOrEqual(150 * 1024);
  });

  // The functions that screen read the rules' phrases from beside their bundle at the first screening (lib/handler-function.ts BESIDE_BUNDLE_FILES).
  it.each(tabled(['contexts/work/safety/sender/screen', 'contexts/work/quotes/api/quote']))(
    '%s holds the rules screener without its phrases',
    async (handler) => {
      const inputs = await filesIn(handler);
      expect(inputs).toContain('functions/adapters/screening/rules-screener.ts');
      expect(inputs.filter((input) => /adapters\/screening\/screening-rules\.ts$/.test(input))).toEqual([]);
    },
  );

  // Creation screens in the screening function (which holds the screeners, the Bedrock model's request and the screenings' metrics) and wires
  // x402 with the deposit settings and pending deposits alone.
  it.each(tabled(['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch']))(
    "%s holds no screener, nor the deposit routes' views and events",
    async (handler) => {
      expect(
        (await filesIn(handler)).filter((input) =>
          /adapters\/(screening|guardian)\/|work\/safety\/wiring\/screening\.ts$|money\/deposits\/api\/deposit-views\.ts$|money\/deposits\/store\/confirmed-event\.ts$/.test(
            input,
          ),
        ),
      ).toEqual([]);
    },
  );

  it('contexts/edge/mcp/api/mcp-stream (GET /mcp, 405) holds no MCP SDK', async () => {
    expect([...(await packagesIn('contexts/edge/mcp/api/mcp-stream'))].filter((name) => name.startsWith('@modelcontextprotocol'))).toEqual([]);
  });

  // Only tsc and the OpenAPI generator read a route's response schemas (ImportMeta.bundled): the health check's is its only one.
  it('platform/http/health builds no response schema: its bundle holds no zod schema', async () => {
    expect(await packagesIn('platform/http/health')).not.toContain('zod/v4/mini');
  });

  // Classic zod cannot tree-shake (~95 KB in every bundle); only contexts/edge/mcp/api/mcp holds it, for the MCP SDK.
  it.each(
    tabled([
      'contexts/work/tasks/api/agent/get',
      'contexts/work/creation/api/create-task',
      'contexts/work/tasks/api/operator/submit',
      'contexts/work/completion/workflow/finalize-step',
    ]),
  )('%s checks its input, items and settings with zod/mini, not the whole of zod', async (handler) => {
    const packages = await packagesIn(handler);
    expect(packages).toContain('zod/v4/mini');
    expect(packages).not.toContain('zod/v4/classic');
  });

  // Every function bundles the settings catalogue: what only the synth and the docs read of it is kept in files of its own.
  it.each(tabled(['platform/http/health', 'contexts/work/disputes/api/resolve-dispute', 'contexts/money/deposits/sender/settle-payment']))(
    "%s holds no setting's docs, context key or deploy condition, and none of the stacks' settings",
    async (handler) => {
      expect(
        (await filesIn(handler)).filter((input) =>
          /platform\/settings\/(catalogue-docs|context-keys|deploy-conditions|deploy|stack-catalogue|configuration-doc)\.ts$/.test(input),
        ),
      ).toEqual([]);
    },
  );

  // Every function reads every setting at start: they parse without a schema library.
  // The payouts wiring gives the check steps the chain without the signer: only the send step and the balance check open the hot wallet.
  it.each(
    tabled([
      'contexts/money/payouts/workflow/check-payout-step',
      'contexts/money/payouts/workflow/fail-unsent-payout-step',
      'contexts/money/payouts/api/payout-status',
    ]),
  )('%s holds no hot wallet signer', async (handler) => {
    expect((await filesIn(handler)).filter((input) => /adapters\/chain\/(hot-wallet|kms-account)\.ts$/.test(input))).toEqual([]);
  });

  it('the workflow dispatcher (which checks no input or item) holds no zod at all', async () => {
    expect([...(await packagesIn('platform/workflow/dispatch'))].filter((name) => name.startsWith('zod'))).toEqual([]);
  });

  // It writes the callback body without the event's schema, which only openapi.yaml needs.
  it('the callback sender holds no wire schemas', async () => {
    expect((await filesIn('contexts/delivery/delivery/sender/send')).filter((input) => /\/wire\//.test(input))).toEqual([
      'functions/contexts/delivery/callbacks/wire/callback-body.ts',
    ]);
  });

  // The tracer (Powertools + aws-xray-sdk-core, ~130 KB) only where a cold start is not on a request's path, and even there
  // installed beside the bundle (lib/handler-function.ts INSTALLED_MODULES), imported only when tracing is on.
  it.each(
    tabled([
      'contexts/work/tasks/workflow/review-proof-step',
      'contexts/edge/sweep/workflow/timers-step',
      'contexts/work/tasks/workflow/ledger-audit-step',
      'contexts/delivery/delivery/sender/send',
    ]),
  )('%s imports the X-Ray tracer at first use, from beside its bundle, and holds none of it', async (handler) => {
    expect((await sdkImportsOf(handler)).atFirstUse).toContain('@aws-lambda-powertools/tracer');
    expect([...(await packagesIn(handler))].filter((name) => /tracer|xray/.test(name))).toEqual([]);
  });

  // Each bundle is built with its route's auth kind (lib/handler-function.ts), so only its own authenticator is linked.
  it.each(
    tabled([
      ['platform/http/health', false],
      ['contexts/work/creation/api/create-task', false],
      // Admin routes take staff ID tokens too (the staff pool's).
      ['contexts/edge/back-office/api/record-kyc', true],
      ['contexts/work/tasks/api/operator/accept', true],
    ]),
  )('%s holds the JWT verifier of ID tokens: %s', async (handler, holds) => {
    expect((await packagesIn(handler)).has('aws-jwt-verify')).toBe(holds);
  });

  it.each(tabled(['platform/http/health', 'contexts/work/creation/api/create-task', 'contexts/work/tasks/api/operator/accept']))(
    '%s holds no route table (its auth kind is built in)',
    async (handler) => {
      expect(await filesIn(handler)).not.toContain('functions/manifest/routes.ts');
    },
  );

  // The MCP function matches its tools' calls with their routes alone (functions/manifest/mcp-tool-routes.ts).
  it('contexts/edge/mcp/api/mcp holds no route table', async () => {
    expect(await filesIn('contexts/edge/mcp/api/mcp')).not.toContain('functions/manifest/routes.ts');
  });

  // A cancel counts the escrow it refunds; a read counts nothing, and creation's tasks and screenings are counted by the stream fan-out
  // (functions/manifest/stream-metrics.ts) and the screening function: these neither make nor bundle the metrics.
  it.each(
    tabled([
      ['platform/http/health', false],
      ['contexts/work/creation/api/create-task', false],
      ['contexts/work/creation/api/create-batch', false],
      ['contexts/work/tasks/api/agent/get', false],
      ['contexts/work/tasks/api/agent/cancel', true],
    ]),
  )('%s (an API function) holds no tracer, and the metrics: %s', async (handler, counts) => {
    const packages = await packagesIn(handler);
    expect([...packages].filter((name) => /tracer|xray/.test(name))).toEqual([]);
    expect(packages.has('@aws-lambda-powertools/metrics')).toBe(counts);
  });
});
