import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the local stack derives from its sources at start (the state machines as CDK synthesizes
 * them, the DynamoDB Local launcher's class) is kept between starts and used again while the
 * inputs it was made from are unchanged: the key is a hash of their content, so an edit anywhere
 * in them (or a fresh clone, with no cache at all) makes it again. Git-ignored, with node_modules.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = join(repoRoot, 'node_modules', '.cache', 'handoff');

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesUnder(join(path, name)))
    : [path];

/** SHA-256 over the names and contents of these files and directories (paths from the repository root), and `extra`. */
export const contentHash = (paths: readonly string[], extra = ''): string => {
  const hash = createHash('sha256').update(extra);
  for (const file of paths.flatMap((path) => filesUnder(join(repoRoot, path)))) {
    hash.update(`\0${relative(repoRoot, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
};

/** Written beside, then renamed into place: a start running at the same time reads a whole entry or none. */
const publish = (temporary: string, path: string) => {
  try {
    renameSync(temporary, path);
  } catch (error) {
    // Another start made the same entry first.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(path)) throw error;
  }
};

/** The JSON value cached as `name` if it was made for `key`, else `make()`'s, kept for the next start. */
export const cachedJson = async <T>(name: string, key: string, make: () => T | Promise<T>): Promise<T> => {
  const path = join(CACHE_DIR, `${name}.json`);
  if (existsSync(path)) {
    const entry = JSON.parse(readFileSync(path, 'utf8')) as { key: string; value: T };
    if (entry.key === key) return entry.value;
  }
  const value = await make();
  mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${path}.${randomUUID()}`;
  writeFileSync(temporary, JSON.stringify({ key, value }));
  // Replaces an entry made for other inputs.
  renameSync(temporary, path);
  return value;
};

/** A directory of files `make` writes, made once for `key` and kept as `name/<key>`; answers its path. */
export const cachedDirectory = (name: string, key: string, make: (directory: string) => void): string => {
  const path = join(CACHE_DIR, name, key);
  if (existsSync(path)) return path;
  const temporary = `${path}.${randomUUID()}`;
  mkdirSync(temporary, { recursive: true });
  try {
    make(temporary);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  publish(temporary, path);
  return path;
};
