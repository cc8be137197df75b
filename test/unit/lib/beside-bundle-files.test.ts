import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BESIDE_BUNDLE_FILES, HANDLER_BUNDLING } from '../../../lib/handler-function';
import { repoRoot, writeBundles } from '../../support/bundles';

const OUT_DIR = join(repoRoot, 'node_modules', '.cache', 'handoff-test-beside', String(process.pid));
const MCP = 'contexts/edge/mcp/api/mcp';
const HEALTH = 'platform/http/health';
const SCREENING = 'contexts/work/safety/sender/screen';

/** Each file, and a function whose bundle reads it: the MCP server's files, and the screening rules of every function that screens (the screening function among them). */
const READ_BY: Record<keyof typeof BESIDE_BUNDLE_FILES, string> = {
  'mcp-app.generated.html': MCP,
  'api-schemas.generated.json': MCP,
  'screening-rules.generated.json': SCREENING,
};

const assets = new Map<string, Promise<string>>();

/** A function's asset folder as CDK leaves it after bundling (made once): its bundle as index.mjs, then the afterBundling commands run on it. */
const assetOf = (handler: string): Promise<string> => {
  const made = assets.get(handler) ?? makeAsset(handler);
  assets.set(handler, made);
  return made;
};

const makeAsset = async (handler: string): Promise<string> => {
  const folder = join(OUT_DIR, handler.replaceAll('/', '_'));
  await mkdir(folder, { recursive: true });
  await rename(join(OUT_DIR, `${handler}.mjs`), join(folder, 'index.mjs'));
  for (const command of HANDLER_BUNDLING.commandHooks.afterBundling('', folder)) await promisify(execFile)('sh', ['-c', command]);
  return folder;
};

describe('Files a bundle reads beside itself', () => {
  beforeAll(() => writeBundles([MCP, HEALTH, SCREENING], OUT_DIR), 60_000);
  afterAll(() => rm(OUT_DIR, { recursive: true, force: true }));

  it.each(Object.entries(READ_BY))('ships %s beside the bundle of %s, where its code reads it, and beside no other', async (name, handler) => {
    const folder = await assetOf(handler);
    expect(await readFile(join(folder, 'index.mjs'), 'utf8')).toContain(`new URL("./${name}",import.meta.url)`);
    expect(await readFile(join(folder, name), 'utf8')).toBe(
      await readFile(join(repoRoot, BESIDE_BUNDLE_FILES[name as keyof typeof BESIDE_BUNDLE_FILES]), 'utf8'),
    );
    await expect(readFile(join(await assetOf(HEALTH), name))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
