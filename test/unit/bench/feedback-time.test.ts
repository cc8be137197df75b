import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { feedbackLines, feedbackMisses, readTestRuns, recordTestRun, scopeOf, type TestRun } from '../../../bench/feedback-time';

const ALL_PROJECTS = ['unit', 'unit-isolated', 'infra', 'infra-isolated', 'chain', 'bench', 'api'];

const run = (overrides: Partial<TestRun> = {}): TestRun => ({
  scope: 'npm test',
  at: '2026-11-27T10:00:00.000Z',
  seconds: 900,
  loadAtStart: 1.2,
  loadAtEnd: 2.1,
  cpus: 2,
  files: 214,
  passed: true,
  byProject: { api: 1500, infra: 200, unit: 40 },
  slowest: [{ file: 'test/bench/run.test.ts', seconds: 120 }],
  ...overrides,
});

describe('feedback time', () => {
  it('records a whole npm test and a unit-tier run, nothing else', () => {
    expect(scopeOf(ALL_PROJECTS, true)).toBe('npm test');
    // All the tiers, but not started by `npm test`: its checks would be missing from the time.
    expect(scopeOf(ALL_PROJECTS, false)).toBeUndefined();
    expect(scopeOf(['unit', 'unit-isolated'], false)).toBe('unit tier');
    expect(scopeOf(['unit'], true)).toBe('unit tier');
    expect(scopeOf(['unit', 'infra', 'infra-isolated'], false)).toBeUndefined();
    expect(scopeOf(['api'], true)).toBeUndefined();
    expect(scopeOf([], false)).toBeUndefined();
  });

  const dir = mkdtempSync(join(tmpdir(), 'feedback-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the last run of each kind', () => {
    const file = join(dir, 'runs.json');
    expect(readTestRuns(file)).toEqual({});
    recordTestRun(run({ seconds: 1000 }), file);
    recordTestRun(run({ scope: 'unit tier', seconds: 25 }), file);
    recordTestRun(run({ seconds: 580 }), file);
    expect(readTestRuns(file)).toEqual({ 'npm test': run({ seconds: 580 }), 'unit tier': run({ scope: 'unit tier', seconds: 25 }) });
  });

  it('says met or MISSED against the target, and when the load was above the target', () => {
    const [npmTest, unit] = feedbackLines({
      'npm test': run({ seconds: 580 }),
      'unit tier': run({ scope: 'unit tier', seconds: 41, loadAtStart: 6.3 }),
    });
    expect(npmTest).toBe(
      'npm test: 580 s on 2026-11-27 10:00 UTC, 214 files, passed, load 1.2 at the start and 2.1 at the end on 2 cores (target <= 600 s at load <= 2: met)',
    );
    expect(unit).toContain('unit tier: 41 s');
    expect(unit).toContain('(target <= 30 s at load <= 2: MISSED, and measured above the target');
  });

  it('counts a failed run as missed, however fast', () => {
    expect(feedbackLines({ 'npm test': run({ seconds: 300, passed: false }) })[0]).toContain('FAILED');
    expect(feedbackLines({ 'npm test': run({ seconds: 300, passed: false }) })[0]).toContain(': MISSED');
  });

  it('asks for a run when none is recorded', () => {
    expect(feedbackLines({})).toEqual([
      'npm test: no run recorded on this machine (target <= 600 s at load <= 2): run `npm test` first',
      'unit tier: no run recorded on this machine (target <= 30 s at load <= 2): run `npm run test:unit` first',
    ]);
  });

  it('names what dominates a missed run in the closing notes, and nothing for one that met its target', () => {
    expect(feedbackMisses({ 'npm test': run() })).toEqual([
      "The last npm test took 900 s (target 600 s, at load 1.2): its files' time by project api 1500 s, infra 200 s, unit 40 s; the slowest test/bench/run.test.ts 120 s.",
    ]);
    expect(feedbackMisses({ 'npm test': run({ seconds: 599 }), 'unit tier': run({ scope: 'unit tier', seconds: 30 }) })).toEqual([]);
  });
});
