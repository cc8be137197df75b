import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { type RunScope, recordTestRun, scopeOf } from '../../bench/feedback-time';
import { groupBy, sum } from '../../bench/stats';
import { timedFiles } from './slowest-files';

/** Set by `npm test` (package.json) when it starts, so the record counts its checks too. */
const NPM_TEST_STARTED = 'HANDOFF_NPM_TEST_STARTED_MS';

/** How many of the slowest files a record names. */
const SLOWEST = 5;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folder each scope runs every test file of. */
const SCOPE_FOLDERS: Record<RunScope, string> = { 'npm test': 'test', 'unit tier': 'test/unit' };

const testFilesUnder = (folder: string) =>
  readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts')).length;

const hasSkippedTests = (module: TestModule) => !module.children.allTests('skipped').next().done;

const load = () => Math.round(loadavg()[0]! * 10) / 10;

/**
 * Records a whole `npm test` or a unit-tier run (its time, the load it ran at), which `npm run
 * bench` reports against the feedback-time targets (bench/feedback-time.ts). Other runs are not recorded.
 */
export default class RecordRun implements Reporter {
  private loadAtStart = load();

  onTestRunStart(): void {
    this.loadAtStart = load();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): void {
    const startedMs = Number(process.env[NPM_TEST_STARTED]);
    const scope = scopeOf([...new Set(testModules.map((module) => module.project.name))], Number.isFinite(startedMs) && startedMs > 0);
    // Only a whole run: every file of its scope, no test left out by a name filter.
    if (!scope || testModules.length !== testFilesUnder(SCOPE_FOLDERS[scope]) || testModules.some(hasSkippedTests)) return;
    const timed = timedFiles(testModules);
    recordTestRun({
      scope,
      at: new Date().toISOString(),
      seconds: Math.round((scope === 'npm test' ? (Date.now() - startedMs) / 1000 : process.uptime()) * 10) / 10,
      loadAtStart: this.loadAtStart,
      loadAtEnd: load(),
      cpus: cpus().length,
      files: testModules.length,
      passed: reason === 'passed',
      byProject: Object.fromEntries(
        [...groupBy(timed, ({ tier }) => tier)].map(([project, files]) => [project, Math.round(sum(files.map(({ seconds }) => seconds)))]),
      ),
      slowest: [...timed]
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, SLOWEST)
        .map(({ file, seconds }) => ({ file, seconds: Math.round(seconds) })),
    });
  }
}
