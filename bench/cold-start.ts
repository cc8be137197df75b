import { spawn } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { NOT_FOUND_HANDLER, routes } from '../functions/manifest/routes';
import { handlerEsbuildOptions } from '../lib/handler-function';
import type { DeployedFunction } from './functions';
import { groupBy, median, round, sum } from './stats';
import { TARGETS } from './targets';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/**
 * Inside the repository, so the bundles' external @aws-sdk/* imports resolve as the Lambda
 * runtime would provide them; one folder per run, so that two runs never share one.
 */
const OUT_DIR = join(repoRoot, 'node_modules', '.cache', 'handoff-bench', String(process.pid));
/** The references every bundle is measured against, bundled and loaded the same way. */
const EMPTY_HANDLER = 'bench/empty-handler';
const SDK_HANDLER = 'bench/sdk-handler';
const REFERENCES = [EMPTY_HANDLER, SDK_HANDLER];

/** The functions behind the HTTP API, which the bundle size target is on. */
const API_HANDLERS: ReadonlySet<string> = new Set([NOT_FOUND_HANDLER, ...routes.map((route) => route.handler)]);
const isApiFunction = (handler: string): boolean => API_HANDLERS.has(handler);

interface Bundle {
  handler: string;
  file: string;
  bytes: number;
  nodeOptions: string;
  /** The packages contributing most bytes to the bundle, for "what dominates". */
  largestInputs: { source: string; bytes: number }[];
  externals: string[];
}

/** node_modules/@scope/name/... -> @scope/name; our own files -> 'own code'. */
const sourceOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : 'own code';
};

const describeBundle = (handler: string, file: string, output: Metafile['outputs'][string], bytes: number, nodeOptions: string): Bundle => ({
  handler,
  file,
  bytes,
  nodeOptions,
  largestInputs: [...groupBy(Object.entries(output.inputs), ([input]) => sourceOf(input))]
    .map(([source, inputs]) => ({ source, bytes: sum(inputs.map(([, { bytesInOutput }]) => bytesInOutput)) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3),
  // What the bundle takes from the runtime (the SDK) when it loads, node's own modules aside; what it imports at first use is not loaded.
  externals: [
    ...new Set(
      output.imports.filter(({ external, kind, path }) => external && kind === 'import-statement' && !isBuiltin(path)).map(({ path }) => path),
    ),
  ].sort(),
});

/** Every function's bundle with CDK's options (lib/handler-function.ts), in one esbuild run; each output is a function's index.mjs. */
const buildBundles = async (functions: DeployedFunction[]): Promise<Bundle[]> => {
  const options = handlerEsbuildOptions();
  const nodeOptions = functions[0]?.nodeOptions ?? '';
  const entries = [...functions, ...REFERENCES.map((handler) => ({ handler, nodeOptions }))];
  const result = await build({
    ...options,
    absWorkingDir: repoRoot,
    entryPoints: entries.map(({ handler }) => ({
      in: REFERENCES.includes(handler) ? `${handler}.ts` : `functions/${handler}.ts`,
      out: `${handler}/index`,
    })),
    outdir: OUT_DIR,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  return Promise.all(
    entries.map(async ({ handler, nodeOptions }) => {
      const file = join(OUT_DIR, handler, `index${options.outExtension!['.js']}`);
      const output = outputs[relative(repoRoot, file)];
      if (!output) throw new Error(`esbuild produced no ${file}`);
      return describeBundle(handler, file, output, (await stat(file)).size, nodeOptions);
    }),
  );
};

/** Loads the handler module in a fresh Node process: ms from the process's start, and of the import alone. */
const LOADER = `
const before = performance.now();
await import(process.env.BENCH_BUNDLE_URL);
const after = performance.now();
process.stdout.write(JSON.stringify({ readyMs: after, importMs: after - before }));
process.exit(0);`;

/** What a function's module sees at start-up in AWS (values are placeholders: nothing is called). */
const LAMBDA_ENVIRONMENT = {
  TABLE_NAME: 'handoff-bench',
  APP_ENV: 'production',
  AWS_REGION: 'us-east-1',
  POWERTOOLS_SERVICE_NAME: 'handoff',
};

const loadOnce = (bundle: Bundle): Promise<{ readyMs: number; importMs: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LOADER], {
      env: { PATH: process.env.PATH, ...LAMBDA_ENVIRONMENT, NODE_OPTIONS: bundle.nodeOptions, BENCH_BUNDLE_URL: pathToFileURL(bundle.file).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`loading ${bundle.handler} failed (${code}): ${err}`))));
  });

export interface BundleLoad {
  handler: string;
  bytes: number;
  medianMs: number;
  medianImportMs: number;
  ratioToEmpty: number;
  /**
   * Load time over the DynamoDB-client-only handler's, round by round (each bundle and the references
   * load once a round, one after another), the median of the rounds: what the load target is on. A
   * burst of machine noise moves a round's both loads alike, not the ratio.
   */
  ratioToSdk: number;
  meetsTarget: boolean;
  /** Whether an API function's bundle is within TARGETS.apiBundleBytes; undefined for the others. */
  meetsSizeTarget: boolean | undefined;
  largestInputs: Bundle['largestInputs'];
  externals: string[];
}

type ReferenceLoad = Omit<BundleLoad, 'ratioToEmpty' | 'ratioToSdk' | 'meetsTarget' | 'meetsSizeTarget' | 'largestInputs' | 'externals'>;

export interface ColdStartReport {
  runs: number;
  /** The machine's 1-minute load average as the loads began and as they ended: a figure taken above 3 is noise. */
  load: { start: number; end: number };
  emptyHandler: ReferenceLoad;
  /** Just the DynamoDB document client: how much of a function's load the SDK alone takes. */
  sdkOnly: ReferenceLoad;
  bundles: BundleLoad[];
}

/**
 * Report 3: builds every function as CDK does and loads each `runs` times in fresh processes,
 * round-robin with the references so that machine noise falls on all of them alike.
 */
export const measureColdStart = async (functions: DeployedFunction[], runs: number): Promise<ColdStartReport> => {
  const loads = new Map<string, { readyMs: number; importMs: number }[]>();
  let bundles: Bundle[];
  const loadAtStart = loadavg()[0]!;
  try {
    bundles = await buildBundles(functions);
    for (let run = 0; run < runs; run++) {
      for (const bundle of bundles) loads.set(bundle.handler, [...(loads.get(bundle.handler) ?? []), await loadOnce(bundle)]);
    }
  } finally {
    await rm(OUT_DIR, { recursive: true, force: true });
  }
  const summary = (bundle: Bundle) => ({
    handler: bundle.handler,
    bytes: bundle.bytes,
    medianMs: round(median(loads.get(bundle.handler)!.map((load) => load.readyMs))),
    medianImportMs: round(median(loads.get(bundle.handler)!.map((load) => load.importMs))),
  });
  const reference = (handler: string) => summary(bundles.find((bundle) => bundle.handler === handler)!);
  const empty = reference(EMPTY_HANDLER);
  const sdkOnly = reference(SDK_HANDLER);
  const sdkRounds = loads.get(SDK_HANDLER)!;
  const ratioByRound = (handler: string) => median(loads.get(handler)!.map((load, run) => load.readyMs / sdkRounds[run]!.readyMs));
  return {
    runs,
    load: { start: round(loadAtStart, 1), end: round(loadavg()[0]!, 1) },
    emptyHandler: empty,
    sdkOnly,
    bundles: bundles
      .filter((bundle) => !REFERENCES.includes(bundle.handler))
      .map((bundle) => {
        const load = summary(bundle);
        const ratioToSdk = ratioByRound(bundle.handler);
        return {
          ...load,
          ratioToEmpty: round(load.medianMs / empty.medianMs),
          ratioToSdk: round(ratioToSdk),
          meetsTarget: ratioToSdk <= TARGETS.bundleLoadRatio,
          meetsSizeTarget: isApiFunction(bundle.handler) ? bundle.bytes <= TARGETS.apiBundleBytes : undefined,
          largestInputs: bundle.largestInputs,
          externals: bundle.externals,
        };
      }),
  };
};
