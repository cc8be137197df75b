import type { Reporter, TestModule } from 'vitest/node';

/** How many files the report names. */
const SHOWN = 15;

/**
 * Prints, after every run, the test files that took longest (importing the file and running its
 * hooks and tests), so that what slows the feedback is in front of whoever waits for it.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      return { seconds: (collectDuration + duration) / 1000, tier: module.project.name, file: module.relativeModuleId };
    });
    if (timed.length < 2) return;
    const slowest = timed.sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const total = timed.reduce((sum, { seconds }) => sum + seconds, 0);
    const lines = slowest.map(({ seconds, tier, file }) => `${seconds.toFixed(1).padStart(7)} s  ${tier.padEnd(6)} ${file}`);
    console.log(`\nThe ${slowest.length} slowest of ${timed.length} test files (${total.toFixed(0)} s of files in all):\n${lines.join('\n')}\n`);
  }
}
