import { defineConfig } from 'vitest/config';

/** Tiers that need no local stack, by folder; `npm run test:<name>` runs one alone. */
const STANDALONE_TIERS = ['unit', 'infra', 'chain', 'bench'] as const;

/**
 * Handler modules read their settings when they load, and the OpenAPI contract test loads them all
 * (as `npm run openapi` does); no tier without the stack ever calls the table.
 */
const NO_TABLE = { TABLE_NAME: 'no-table-in-this-tier' };

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
    // After the summary: the files that took longest, the first place to look when the run slows.
    reporters: ['default', './test/support/slowest-files.ts'],
    // Only with `npm run test:coverage` (the unit tier): the lines of the domain and the use cases a unit test runs, per folder.
    coverage: {
      provider: 'v8',
      include: ['functions/modules/**/{domain,use-cases}/**/*.ts'],
      reporter: ['text'],
      skipFull: false,
    },
    projects: [
      ...STANDALONE_TIERS.map((name) => ({ extends: true as const, test: { name, include: [`test/${name}/**/*.test.ts`], env: NO_TABLE } })),
      {
        extends: true,
        test: {
          // Every other test file, so that none can fall outside a tier: the API over HTTP, and the
          // store-level races, against one local stack (DynamoDB Local + the real handlers) per run.
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: STANDALONE_TIERS.map((name) => `test/${name}/**`),
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/worker-env.ts'],
        },
      },
    ],
  },
});
