import { BaseSequencer, type TestSpecification } from 'vitest/node';

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
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const known = (spec: TestSpecification) => {
      const file = spec.moduleId.slice(root.length + 1);
      return LONGEST.has(file) && !this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
    };
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((project) => {
      const of = sorted.filter((spec) => spec.project.name === project);
      return [...of.filter(known), ...of.filter((spec) => !known(spec))];
    });
  }
}
