import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { privateDirectory } from '../../../local/private-directory';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-private-'));
  made.push(dir);
  return dir;
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('privateDirectory (the local stack data under .local/)', () => {
  it('creates a missing directory readable by its owner only', () => {
    const path = join(scratch(), '.local');

    privateDirectory(path);

    expect(modeOf(path)).toBe(0o700);
  });

  it('narrows a directory an earlier version created world-readable', () => {
    const path = join(scratch(), '.local');
    mkdirSync(path, { mode: 0o755 });

    privateDirectory(path);

    expect(modeOf(path)).toBe(0o700);
  });
});
