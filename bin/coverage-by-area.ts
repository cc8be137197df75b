/**
 * Prints the unit tier's line coverage of each area's domain and use cases (`npm run test:coverage`
 * runs it after the tier): the figure the architecture aims at is 90% of lines or more, and the
 * areas below it are marked, so a use case that only an API test reaches shows up here.
 */
import { readFileSync } from 'node:fs';

const TARGET_PCT = 90;
const summaryPath = process.argv[2] ?? 'coverage/coverage-summary.json';
const summary: Record<string, { lines: { covered: number; total: number } }> = JSON.parse(readFileSync(summaryPath, 'utf8'));

const byArea = new Map<string, { covered: number; total: number }>();
for (const [file, { lines }] of Object.entries(summary)) {
  const match = /functions\/contexts\/[^/]+\/([^/]+)\/(domain|use-cases)\//.exec(file);
  if (!match) continue;
  for (const key of [`${match[1]} ${match[2]}`, `(all) ${match[2]}`]) {
    const sum = byArea.get(key) ?? { covered: 0, total: 0 };
    byArea.set(key, { covered: sum.covered + lines.covered, total: sum.total + lines.total });
  }
}

const pct = ({ covered, total }: { covered: number; total: number }) => (total === 0 ? 100 : (100 * covered) / total);
console.log(`Unit-tier line coverage by area (target ${TARGET_PCT}%)`);
for (const [key, sum] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
  const [area, layer] = key.split(' ');
  const mark = pct(sum) < TARGET_PCT ? '  below target' : '';
  console.log(`${area!.padEnd(12)} ${layer!.padEnd(10)} ${`${sum.covered}/${sum.total}`.padStart(9)} ${pct(sum).toFixed(1).padStart(6)}%${mark}`);
}
