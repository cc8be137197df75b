import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { type IRole, ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { functionIdOf } from '../functions/manifest/function-names';

const FUNCTIONS_DIR = fileURLToPath(new URL('../functions/', import.meta.url));

// esbuild's ESM output has no `require`; some CommonJS dependencies still call it.
const REQUIRE_BANNER =
  "import { createRequire as __handoffCreateRequire } from 'node:module';" + 'const require = __handoffCreateRequire(import.meta.url);';

/** Every function's platform: the modules installed beside a bundle are built for it, whatever machine synthesizes. */
const ARCHITECTURE = Architecture.ARM_64;

/**
 * Packages kept out of the bundle and installed beside each bundle that imports them, built for
 * Lambda's Linux on ARCHITECTURE, at the version the tests ran with (from node_modules): those with
 * native code (sharp: libvips) or a WebAssembly module read from their own folder (the C2PA reader),
 * which esbuild cannot bundle; and the X-Ray tracer (Powertools Tracer with aws-xray-sdk-core, ~125 KB),
 * which the functions that trace import only when tracing is on: bundled, it was parsed at every cold
 * start all the same; jose (~22 KB), which only a task that carries a credential needs (its agent's
 * key read at creation, the credential encrypted at submit); and web-push (~85 KB with asn1.js), which
 * the push sender imports at its first message: bundled, it was parsed at every cold start.
 */
export const INSTALLED_MODULES = ['sharp', '@contentauth/c2pa-wasm', '@aws-lambda-powertools/tracer', 'jose', 'web-push'] as const;

const installedVersion = (name: string): string =>
  JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;

/**
 * The shell command that installs, into a bundle's directory, the INSTALLED_MODULES its code imports,
 * in one `npm install`: npm prunes what it did not install itself, so a second install into the same
 * folder would remove the first one's packages (sharp's, when the C2PA reader followed it).
 */
const besideBundleInstalls = (outputDir: string): string[] => [
  'modules=""; ' +
    INSTALLED_MODULES.map(
      (name) =>
        `if grep -qE '(from|import)\\(?"${name}(/[^"]*)?"' '${outputDir}/index.mjs'; then modules="$modules ${name}@${installedVersion(name)}"; fi; `,
    ).join('') +
    `if [ -n "$modules" ]; then npm install --prefix '${outputDir}' --no-save --no-package-lock --no-audit --no-fund --loglevel=error ` +
    `--os=linux --cpu=${ARCHITECTURE.name} --libc=glibc $modules; fi`,
];

/**
 * Files a bundle reads beside itself (`new URL('./<name>', import.meta.url)`), by name, from the
 * repository: the MCP server's proof-review page (251 KB of HTML that only resources/read serves),
 * the agent operations' JSON Schemas its tools are cut from (only tools/list, tools/call and a
 * wait's result read them: as JSON at first use, they cost the bundle's load nothing), and the
 * screening rules' phrases and patterns (read at the first screening of the screening function, which creation invokes, a quote or a message).
 */
export const BESIDE_BUNDLE_FILES = {
  'mcp-app.generated.html': 'sdk/src/mcp-app.generated.html',
  'api-schemas.generated.json': 'sdk/src/api-schemas.generated.json',
  'screening-rules.generated.json': 'functions/adapters/screening/screening-rules.generated.json',
} as const;

/** The shell commands that copy, into a bundle's directory, the BESIDE_BUNDLE_FILES its code names. */
const besideBundleCopies = (outputDir: string): string[] =>
  Object.entries(BESIDE_BUNDLE_FILES).map(
    ([name, source]) =>
      `if grep -qF '${name}' '${outputDir}/index.mjs'; then cp '${fileURLToPath(new URL(`../${source}`, import.meta.url))}' '${outputDir}/${name}'; fi`,
  );

/**
 * Imports esbuild resolves to another file than Node would: the MCP server package's Node shims
 * default to Ajv (~150 KB), which nothing of ours uses; these take its light validator instead.
 */
export const BUNDLE_ALIASES = {
  '@modelcontextprotocol/server/_shims': fileURLToPath(new URL('../functions/adapters/mcp/server-shims.ts', import.meta.url)),
} as const;

/** How esbuild bundles every function; the bench (bench/cold-start.ts) builds with the same. */
export const HANDLER_BUNDLING = {
  forceDockerBundling: false, // local esbuild from node_modules; no Docker on these machines
  format: OutputFormat.ESM, // the code and its dependencies (middy) are ESM
  banner: REQUIRE_BANNER,
  target: 'node22',
  minify: true,
  // index.mjs.map beside the bundle, which its stack traces are mapped with when one is formatted
  // (functions/platform/logging/stack-traces.ts, not --enable-source-maps); the sources stay out.
  sourceMap: true,
  sourcesContent: false,
  // What only the sources' readers need is left out (ImportMeta.bundled, functions/platform/http/api-handler.ts).
  define: { 'import.meta.bundled': 'true' },
  // The Lambda runtime provides SDK v3; bundling it would only add cold-start weight.
  // Of jose, only its subpaths (what our code imports at first use): the A2A SDK imports the bare package at
  // load and uses none of it, an import esbuild drops when it bundles the package and keeps when it does not.
  externalModules: ['@aws-sdk/*', ...INSTALLED_MODULES.map((name) => (name === 'jose' ? 'jose/*' : name))],
  esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, path]) => [`--alias:${name}`, path])),
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [...besideBundleInstalls(outputDir), ...besideBundleCopies(outputDir)],
  },
} as const satisfies BundlingOptions;

/**
 * HANDLER_BUNDLING as esbuild's API takes it: CDK's flags for these options (aws-lambda-nodejs runs
 * `esbuild --bundle --platform=node --target --format --minify --sourcemap --sources-content
 * --define --external --banner:js`), for the bench and the tests that build bundles as Lambda gets
 * them. An option not mapped here fails the build rather than being ignored.
 */
export const handlerEsbuildOptions = (): BuildOptions => {
  const {
    forceDockerBundling,
    commandHooks,
    format,
    banner,
    target,
    minify,
    sourceMap,
    sourcesContent,
    define,
    externalModules,
    esbuildArgs,
    ...rest
  } = HANDLER_BUNDLING;
  if (Object.keys(rest).length) throw new Error(`Bundling options not reproduced for esbuild's API: ${Object.keys(rest).join(', ')}`);
  void forceDockerBundling; // where esbuild runs, not what it produces
  void commandHooks; // installs native modules for Lambda; here the bundles resolve them from the repository's node_modules
  void esbuildArgs; // BUNDLE_ALIASES, as `--alias:` flags
  return {
    bundle: true,
    platform: 'node',
    target,
    format,
    minify,
    sourcemap: sourceMap,
    sourcesContent,
    define: { ...define },
    external: [...externalModules],
    alias: { ...BUNDLE_ALIASES },
    banner: { js: banner },
    outExtension: { '.js': format === 'esm' ? '.mjs' : '.js' },
  };
};

/**
 * The functions whose logs are part of the money's record (payouts, deposits, escrow moves, dispute
 * rulings, the ledger audit, the hot wallet's balance): kept a year. Every other function: a month.
 */
export const MONEY_HANDLERS: ReadonlySet<string> = new Set([
  'contexts/work/creation/api/create-task',
  'contexts/work/tasks/api/agent/approve-estimate',
  'contexts/work/tasks/api/agent/cancel',
  'contexts/work/completion/api/verify',
  'contexts/money/deposits/api/report-deposit',
  'contexts/money/payouts/api/payout',
  'contexts/work/disputes/api/resolve-dispute',
  'contexts/work/completion/workflow/finalize-step',
  'contexts/money/deposits/workflow/check-deposit-step',
  'contexts/money/payouts/workflow/send-payout-step',
  'contexts/money/payouts/workflow/fail-unsent-payout-step',
  'contexts/money/payouts/workflow/check-payout-step',
  'contexts/work/tasks/workflow/ledger-audit-step',
  'contexts/money/payouts/workflow/hot-wallet-balance-step',
  'contexts/money/deposits/sender/settle-payment',
]);

interface HandlerFunctionProps {
  /** Module under functions/ that exports `handler`, e.g. 'contexts/accounts/agents/api/register-agent'. */
  readonly handler: string;
  readonly environment: Record<string, string>;
  /** 10 seconds unless the handler needs more. */
  readonly timeout?: Duration;
  /** 256 MB unless the handler needs more. */
  readonly memorySize?: number;
  /** A fixed role name, for a role another resource's policy names (the payout signer); unset, CDK names it. */
  readonly roleName?: string;
  /** An existing role to run under instead (the x402 settler under the payout signer's). */
  readonly role?: IRole;
  /** A fixed function name, for a function another stack invokes by name; unset, CDK names it. */
  readonly functionName?: string;
  /** Concurrency kept for it alone, and its most (the payout path's steps); unset, the account's shared pool. */
  readonly reservedConcurrency?: number;
}

/** One Lambda function built from one handler module, with the settings every function shares. */
export class HandlerFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(
    scope: Construct,
    id: string,
    {
      handler,
      environment,
      timeout = Duration.seconds(10),
      memorySize = 256,
      roleName,
      role: given,
      functionName,
      reservedConcurrency,
    }: HandlerFunctionProps,
  ) {
    super(scope, id);
    // The role CDK would make, with a name.
    const role =
      given ??
      (roleName
        ? new Role(this, 'Role', {
            roleName,
            assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
            managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
          })
        : undefined);
    const logGroup = new LogGroup(this, 'Logs', { retention: MONEY_HANDLERS.has(handler) ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH });

    this.fn = new NodejsFunction(this, 'Function', {
      entry: `${FUNCTIONS_DIR}${handler}.ts`,
      handler: 'handler',
      ...(functionName ? { functionName } : {}),
      ...(reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: reservedConcurrency }),
      description: `Handoff ${handler}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: ARCHITECTURE,
      memorySize,
      timeout,
      logGroup,
      role,
      // X-Ray traces every invocation, so a slow or failing request can be followed across functions and workflows.
      tracing: Tracing.ACTIVE,
      environment,
      bundling: HANDLER_BUNDLING,
    });
  }
}

/** A stable construct id per handler (functions/manifest/function-names.ts). */
export const constructIdFor = functionIdOf;
