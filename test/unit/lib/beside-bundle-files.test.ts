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
const CREATE_TASK = 'contexts/work/creation/api/create-task';

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
  beforeAll(() => writeBundles([MCP, HEALTH, CREATE_TASK], OUT_DIR), 60_000);
  afterAll(() => rm(OUT_DIR, { recursive: true, force: true }));

  it("ships the proof-review page and the API's schemas beside the MCP function's bundle, where its code reads them, and beside no other", async () => {
    const mcp = await assetOf(MCP);
    const health = await assetOf(HEALTH);
    const code = await readFile(join(mcp, 'index.mjs'), 'utf8');
    for (const [name, source] of Object.entries(BESIDE_BUNDLE_FILES)) {
      expect(code).toContain(`new URL("./${name}",import.meta.url)`);
      expect(await readFile(join(mcp, name), 'utf8')).toBe(await readFile(join(repoRoot, source), 'utf8'));
      await expect(readFile(join(health, name))).rejects.toMatchObject({ code: 'ENOENT' });
    }
  });

  it('ships the screening rules beside the bundle of a function that screens, where its code reads them, and beside no other', async () => {
    const createTask = await assetOf(CREATE_TASK);
    expect(await readFile(join(createTask, 'index.mjs'), 'utf8')).toMatch(/new URL\("\.\/screening-rules\.generated\.json",import\.meta\.url\)/);
    expect(await readFile(join(createTask, 'screening-rules.generated.json'), 'utf8')).toBe(
      await readFile(join(repoRoot, BESIDE_BUNDLE_FILES['screening-rules.generated.json']), 'utf8'),
    );
    const health = await assetOf(HEALTH);
    await expect(readFile(join(health, 'screening-rules.generated.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
