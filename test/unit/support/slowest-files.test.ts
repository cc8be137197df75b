import { describe, expect, it } from 'vitest';
import { slowestFilesReport } from '../../support/slowest-files';

const file = (seconds: number, index: number) => ({ seconds, tier: index % 2 ? 'api' : 'unit', file: `test/file-${index}.test.ts` });

describe('The report of the slowest test files', () => {
  it('names the 15 slowest, slowest first, with their tier, and the seconds of all files', () => {
    const files = Array.from({ length: 20 }, (_, index) => file(index + 0.25, index));
    const lines = slowestFilesReport(files)!.split('\n');
    expect(lines[0]).toBe('The 15 slowest of 20 test files (195 s of files in all):');
    expect(lines.slice(1)).toHaveLength(15);
    expect(lines[1]).toBe('   19.3 s  api    test/file-19.test.ts');
    expect(lines[15]).toBe('    5.3 s  api    test/file-5.test.ts');
    expect(lines.some((line) => line.endsWith('test/file-4.test.ts'))).toBe(false);
  });

  it('says nothing after a run of one file (its time is in vitest’s own output)', () => {
    expect(slowestFilesReport([file(3, 0)])).toBeUndefined();
  });
});
