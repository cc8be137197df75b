import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedDirectory, cachedJson, contentHash } from '../../../local/build-cache';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'handoff');
const name = `test-${randomUUID()}`;
// A fresh `npm ci` has no node_modules/.cache until something caches.
mkdirSync(cacheDir, { recursive: true });
const inputs = mkdtempSync(join(repoRoot, 'node_modules', '.cache', 'build-cache-test-'));

afterAll(() => {
  rmSync(join(cacheDir, `${name}.json`), { force: true });
  rmSync(join(cacheDir, name), { recursive: true, force: true });
  rmSync(inputs, { recursive: true, force: true });
});

describe('The local stack build cache', () => {
  it('keys on the content of the inputs: an edit, an added file or other extra text is another key', () => {
    writeFileSync(join(inputs, 'a.ts'), 'one');
    const paths = [relative(repoRoot, inputs)];
    const before = contentHash(paths);

    expect(contentHash(paths)).toBe(before);
    writeFileSync(join(inputs, 'a.ts'), 'two');
    const edited = contentHash(paths);
    expect(edited).not.toBe(before);
    writeFileSync(join(inputs, 'b.ts'), '');
    expect(contentHash(paths)).not.toBe(edited);
    expect(contentHash(paths, 'context')).not.toBe(contentHash(paths));
  });

  it('makes a value once per key, and again for another key', async () => {
    let made = 0;
    const make = () => ({ made: ++made });

    expect(await cachedJson(name, 'k1', make)).toEqual({ made: 1 });
    expect(await cachedJson(name, 'k1', make)).toEqual({ made: 1 });
    expect(await cachedJson(name, 'k2', make)).toEqual({ made: 2 });
    expect(await cachedJson(name, 'k1', make)).toEqual({ made: 3 });
  });

  it('makes a directory once per key, and none when making it fails', () => {
    let made = 0;
    const make = (directory: string) => writeFileSync(join(directory, 'out'), String(++made));

    const first = cachedDirectory(name, 'k1', make);
    expect(cachedDirectory(name, 'k1', make)).toBe(first);
    expect(readFileSync(join(first, 'out'), 'utf8')).toBe('1');
    expect(() =>
      cachedDirectory(name, 'k2', () => {
        throw new Error('compile failed');
      }),
    ).toThrow('compile failed');
    expect(readFileSync(join(cachedDirectory(name, 'k2', make), 'out'), 'utf8')).toBe('2');
  });
});
