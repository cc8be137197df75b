import type { Reporter, TestModule } from 'vitest/node';

/** How many files the report names. */
const SHOWN = 15;

export interface TimedFile {
  seconds: number;
  tier: string;
  file: string;
}

/** The report: the `shown` slowest files, slowest first, and the time of all of them; nothing for a run of one file. */
export const slowestFilesReport = (files: readonly TimedFile[], shown = SHOWN): string | undefined => {
  if (files.length < 2) return undefined;
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, shown);
  const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
  const lines = slowest.map(({ seconds, tier, file }) => `${seconds.toFixed(1).padStart(7)} s  ${tier.padEnd(6)} ${file}`);
  return `The ${slowest.length} slowest of ${files.length} test files (${total.toFixed(0)} s of files in all):\n${lines.join('\n')}`;
};

/** Each file of a run with its time (importing it and running its hooks and tests) and its tier (the Vitest project). */
export const timedFiles = (testModules: ReadonlyArray<TestModule>): TimedFile[] =>
  testModules.map((module) => {
    const { collectDuration, duration } = module.diagnostic();
    return { seconds: (collectDuration + duration) / 1000, tier: module.project.name, file: module.relativeModuleId };
  });

/**
 * Prints, after every run, the test files that took longest (importing the file and running its
 * hooks and tests), so that what slows the feedback is in front of whoever waits for it.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const report = slowestFilesReport(timedFiles(testModules));
    if (report) console.log(`\n${report}\n`);
  }
}
