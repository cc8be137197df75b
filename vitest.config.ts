import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Tiers that need no local stack, by folder; `npm run test:<name>` runs one alone. */
const STANDALONE_TIERS = ['unit', 'infra', 'chain', 'bench'] as const;

/**
 * Handler modules read their settings when they load, and the OpenAPI contract test loads them all
 * (as `npm run openapi` does); no tier without the stack ever calls the table.
 */
const NO_TABLE = { TABLE_NAME: 'no-table-in-this-tier' };

/** Tiers whose files share one module cache per worker (below). */
const SHARED_MODULE_TIERS: readonly string[] = ['unit', 'infra'];

/**
 * What a test file may change for the files after it in a shared module cache: a mocked module, a
 * spy or a fake clock on a shared object, the environment (set, assigned or deleted: a file that
 * only reads it, to hand a child process its own, shares), or module state with no way back (the
 * local stack's instrumentation and the bench's lifecycle, once on, stay on; the shared logger's
 * level; a stack of the file's own, whose handlers load with its settings and which the test
 * support's base URL then names). Such files keep a module cache of their own.
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal|spyOn|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])?\s*=(?!=)|(assign|delete)\W+process\.env\b|\b(enableInstrumentation|setLifecycle|useStack)\(|\.setLogLevel\(|\bstartLocalStack\b/;

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The files that took longest on this machine (a minute or more at times), as `npm test` prints them
 * (test/support/slowest-files.ts). A run with no timings of its own (a fresh clone) starts them first
 * in their project, so the two workers end together rather than one finishing a long file alone; a
 * file missing from here is only started later, never skipped.
 */
const LONGEST = new Set([
  'test/unit/openapi/reachable-statuses.test.ts',
  'test/unit/openapi/openapi-contract.test.ts',
  'test/unit/lib/handler-bundles.test.ts',
  'test/unit/functions/module-graph.test.ts',
  'test/unit/lib/bundled-auth.test.ts',
  'test/infra/guard.test.ts',
  'test/infra/installed-modules.test.ts',
  'test/infra/chain.test.ts',
  'test/sdk/cli.test.ts',
  'test/sdk/mcp.test.ts',
  'test/api/chain-mode.test.ts',
  'test/api/x402-chain.test.ts',
  'test/api/concurrent-lifecycles.test.ts',
  'test/api/fault-injection.test.ts',
]);

/**
 * Vitest's order (projects one after the other; in a project, the longest of the last run first,
 * else the largest file), except that a file without a timing of its own that is in LONGEST comes
 * first in its project.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const base = this.ctx.config.root;
    const known = (spec: TestSpecification) => {
      const file = spec.moduleId.slice(base.length + 1);
      return LONGEST.has(file) && !this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
    };
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((project) => {
      const of = sorted.filter((spec) => spec.project.name === project);
      return [...of.filter(known), ...of.filter((spec) => !known(spec))];
    });
  }
}

/** The test files under `test/<folder>` that change shared state, as paths from the repository's root. */
const isolatedFilesOf = (folder: string): string[] =>
  readdirSync(`${root}test/${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && CHANGES_SHARED_STATE.test(readFileSync(`${root}test/${folder}/${file}`, 'utf8')))
    .map((file) => `test/${folder}/${file}`);

/**
 * A tier as one project, or for the shared-module tiers two: `<tier>` runs its files in one module
 * cache per worker (Vitest's isolate: false), so the AWS SDK, aws-cdk-lib and the functions load once
 * a worker rather than once a file, and test/infra/synth.ts's synthesized apps serve every infra file
 * of the worker; `<tier>-isolated` runs the files that change shared state, each in its own.
 * Measured (load ~12): the unit tier 93.7 -> 48.4 CPU-seconds; four infra files 130 -> 94.
 * `--project '<tier>*'` runs both.
 */
const tierProjects = (name: string) => {
  const tier = { extends: true as const, test: { name, include: [`test/${name}/**/*.test.ts`], env: NO_TABLE } };
  if (!SHARED_MODULE_TIERS.includes(name)) return [tier];
  const isolated = isolatedFilesOf(name);
  return [
    { ...tier, test: { ...tier.test, exclude: isolated, isolate: false } },
    ...(isolated.length ? [{ ...tier, test: { ...tier.test, name: `${name}-isolated`, include: isolated } }] : []),
  ];
};

/**
 * Every other test file, so that none can fall outside a tier: the API over HTTP, and the
 * store-level races, against one local stack (DynamoDB Local + the real handlers) per run. As in
 * the shared-module tiers, `api` runs its files in one module cache per worker (the SDK, the test
 * support and the functions a file imports load once a worker), and `api-isolated` the files that
 * change shared state or start a stack of their own (its handlers, its base URL), each in its own.
 */
const apiProjects = () => {
  const exclude = STANDALONE_TIERS.map((name) => `test/${name}/**`);
  const isolated = readdirSync(`${root}test`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(STANDALONE_TIERS as readonly string[]).includes(entry.name))
    .flatMap((entry) => isolatedFilesOf(entry.name));
  const api = {
    extends: true as const,
    test: {
      name: 'api',
      include: ['test/**/*.test.ts'],
      exclude,
      globalSetup: ['test/support/global-setup.ts'],
      setupFiles: ['test/support/worker-env.ts'],
    },
  };
  return [
    { ...api, test: { ...api.test, exclude: [...exclude, ...isolated], isolate: false } },
    { ...api, test: { ...api.test, name: 'api-isolated', include: isolated } },
  ];
};

export default defineConfig({
  test: {
    // Upper bounds, not expectations: a loaded 2-core machine starts a local stack (Java) or synthesizes the CDK app slowly.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at once, whatever the tier (Vitest's default on 2 cores is one: cores - 1). One at a
    // time, the run used 1.2 of the 2 cores: an API file mostly waits on HTTP, the stack's workflows
    // and timers. Two fill the cores; a third only adds contention (the handlers all run in the
    // stack's one process). `--maxWorkers=1` runs the files one by one again.
    maxWorkers: 2,
    // After the summary: the files that took longest, the first place to look when the run slows; and
    // a whole `npm test` or unit-tier run recorded for `npm run bench`'s feedback-time figures.
    reporters: ['default', './test/support/slowest-files.ts', './test/support/record-run.ts'],
    // A fresh clone has no timings: the files known to take longest start first (LongestFirst).
    sequence: { sequencer: LongestFirst },
    // Only with `npm run test:coverage` (the unit tier): the lines of the domain and the use cases a unit test runs, per folder.
    coverage: {
      provider: 'v8',
      include: ['functions/contexts/**/{domain,use-cases}/**/*.ts'],
      reporter: ['text'],
      skipFull: false,
    },
    projects: [...STANDALONE_TIERS.flatMap(tierProjects), ...apiProjects()],
  },
});
