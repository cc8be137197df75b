/**
 * Feedback time (issue 35): how long `npm test` and the unit tier take on this machine. The bench
 * cannot run the whole suite itself (it would take longer than everything else it measures), so
 * every test run records itself (test/support/slowest-files.ts) and the bench reports the last
 * one of each kind, with the load it ran at: the target holds at load <= 2.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGETS } from './targets';

/** Beside the type checks' incremental state: git-ignored, and a fresh `npm ci` starts it empty. */
const RECORD_FILE = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.cache', 'handoff', 'test-runs.json');

/** What a run covered: the whole `npm test`, the unit tier alone, or anything else (not recorded). */
export type RunScope = 'npm test' | 'unit tier';

export interface TestRun {
  scope: RunScope;
  /** When it ended (ISO). */
  at: string;
  /** Wall seconds: for `npm test` from the script's start (its checks included), else Vitest's process. */
  seconds: number;
  /** The 1-minute load average when it started and when it ended. */
  loadAtStart: number;
  loadAtEnd: number;
  cpus: number;
  files: number;
  passed: boolean;
  /** Seconds of test files by project (files run two at a time, so these add up to about twice the wall time). */
  byProject: Record<string, number>;
  /** The slowest files, slowest first. */
  slowest: { file: string; seconds: number }[];
}

/** What a run of these projects is, if it is one the targets are on. */
export const scopeOf = (projects: readonly string[], startedByNpmTest: boolean): RunScope | undefined => {
  if (startedByNpmTest && ['unit', 'infra', 'api', 'bench'].every((tier) => projects.includes(tier))) return 'npm test';
  if (projects.length > 0 && projects.every((name) => name === 'unit' || name === 'unit-isolated')) return 'unit tier';
  return undefined;
};

export type TestRuns = Partial<Record<RunScope, TestRun>>;

export const readTestRuns = (file = RECORD_FILE): TestRuns => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TestRuns;
  } catch {
    return {};
  }
};

/** Keeps `run` as the last of its kind. */
export const recordTestRun = (run: TestRun, file = RECORD_FILE): void => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...readTestRuns(file), [run.scope]: run }, null, 2)}\n`);
};

const TARGET_SECONDS: Record<RunScope, number> = { 'npm test': TARGETS.npmTestSeconds, 'unit tier': TARGETS.unitTierSeconds };

/** For the closing notes: what dominates a recorded run that missed its target. */
export const feedbackMisses = (runs: TestRuns): string[] =>
  (Object.keys(TARGET_SECONDS) as RunScope[]).flatMap((scope) => {
    const run = runs[scope];
    if (!run || (run.passed && run.seconds <= TARGET_SECONDS[scope])) return [];
    const projects = Object.entries(run.byProject)
      .sort(([, a], [, b]) => b - a)
      .map(([name, seconds]) => `${name} ${Math.round(seconds)} s`)
      .join(', ');
    const slowest = run.slowest.map(({ file, seconds }) => `${file} ${Math.round(seconds)} s`).join(', ');
    return [
      `The last ${scope} took ${Math.round(run.seconds)} s (target ${TARGET_SECONDS[scope]} s, at load ${run.loadAtStart}): its files' time by project ${projects}; the slowest ${slowest}.`,
    ];
  });

/** One line per kind of run: its last time against the target, or how to record one. */
export const feedbackLines = (runs: TestRuns): string[] =>
  (Object.keys(TARGET_SECONDS) as RunScope[]).map((scope) => {
    const target = `target <= ${TARGET_SECONDS[scope]} s at load <= ${TARGETS.feedbackMaxLoad}`;
    const run = runs[scope];
    if (!run) return `${scope}: no run recorded on this machine (${target}): run \`npm ${scope === 'npm test' ? 'test' : 'run test:unit'}\` first`;
    const met = run.passed && run.seconds <= TARGET_SECONDS[scope];
    const quiet = run.loadAtStart <= TARGETS.feedbackMaxLoad;
    return (
      `${scope}: ${Math.round(run.seconds)} s on ${run.at.slice(0, 16).replace('T', ' ')} UTC, ${run.files} files, ${run.passed ? 'passed' : 'FAILED'}, ` +
      `load ${run.loadAtStart} at the start and ${run.loadAtEnd} at the end on ${run.cpus} cores (${target}: ${met ? 'met' : 'MISSED'}` +
      `${quiet ? '' : `, and measured above the target's load: run it again on a quiet machine`})`
    );
  });
