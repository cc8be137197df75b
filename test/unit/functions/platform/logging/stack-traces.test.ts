import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, writeBundles } from '../../../../support/bundles';

// Inside the repository, so the bundle's external @aws-sdk/* imports resolve as Lambda's runtime provides them.
const OUT_DIR = join(repoRoot, 'node_modules', '.cache', 'handoff-test-stack-traces', String(process.pid));
const HANDLER = 'platform/http/health';
const BUNDLE = `${HANDLER}.mjs`;

/** A copy of the bundle and its map in a folder of its own, to change the map without touching the others'. */
const copyOfBundle = async (name: string): Promise<string> => {
  const dir = join(OUT_DIR, name);
  await mkdir(join(dir, 'platform/http'), { recursive: true });
  await cp(join(OUT_DIR, BUNDLE), join(dir, BUNDLE));
  await cp(join(OUT_DIR, `${BUNDLE}.map`), join(dir, `${BUNDLE}.map`));
  return dir;
};

/**
 * Loads the bundle in a fresh Node process as Lambda does (NODE_OPTIONS as deployed: none), runs
 * `beforeCall` (a module's path, optional), then hands the handler an event it cannot read: the API
 * wrapper logs the error ("Unhandled error"), and its access log fails on the same event, so the
 * call rejects. Answers the logged error's stack and the rejection's.
 */
const failingCall = async (dir: string, beforeCall?: string) => {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(join(dir, BUNDLE)).href)});
    ${beforeCall ? `await import(${JSON.stringify(pathToFileURL(beforeCall).href)});` : ''}
    const context = { functionName: 'f', awsRequestId: 'r', getRemainingTimeInMillis: () => 10000 };
    try {
      await handler(null, context);
    } catch (error) {
      process.stdout.write(JSON.stringify({ thrown: error.stack }) + '\\n');
    }`;
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, TABLE_NAME: 'handoff-test', APP_ENV: 'production', AWS_REGION: 'us-east-1' },
  });
  // Each a line of JSON: the logger's (errors on stderr), and the rejection's.
  const lines = `${stdout}${stderr}`
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const logged = lines.find((line) => line.message === 'Unhandled error');
  return { logged: logged.error as { location: string; stack: string }, thrown: lines.find((line) => 'thrown' in line).thrown as string };
};

/** The 1-based line of a source file that holds `text`. */
const lineOf = async (file: string, text: string): Promise<number> =>
  (await readFile(join(repoRoot, file), 'utf8')).split('\n').findIndex((line) => line.includes(text)) + 1;

const frames = (stack: string): string[] => stack.split('\n').filter((line) => line.startsWith('    at '));

describe("A bundle's stack traces", () => {
  beforeAll(() => writeBundles([HANDLER], OUT_DIR), 60_000);
  afterAll(() => rm(OUT_DIR, { recursive: true, force: true }));

  it('name our source lines in the logs, without --enable-source-maps', async () => {
    const { logged, thrown } = await failingCall(OUT_DIR);
    const readsEvent = await lineOf('functions/platform/http/api-handler.ts', 'request_id: request.event.requestContext');
    expect(logged.stack.split('\n')[0]).toBe("TypeError: Cannot read properties of null (reading 'requestContext')");
    expect(frames(logged.stack)[0]).toMatch(new RegExp(`^    at \\S+ \\(functions/platform/http/api-handler\\.ts:${readsEvent}:\\d+\\)$`));
    expect(logged.location).toBe(`functions/platform/http/api-handler.ts:${readsEvent}`);
    // The libraries bundled with it are mapped too (middy calls the middleware), every frame of the bundle is.
    expect(logged.stack).toMatch(/\(@middy\/core\/index\.js:\d+:\d+\)/);
    expect(`${logged.stack}\n${thrown}`).not.toContain('health.mjs');
    const logsRoute = await lineOf('functions/platform/http/api-handler.ts', 'route: request.event.routeKey');
    expect(frames(thrown)[0]).toMatch(new RegExp(`\\(functions/platform/http/api-handler\\.ts:${logsRoute}:\\d+\\)$`));
  });

  it('print the frames outside the bundle as Node does', async () => {
    const { thrown } = await failingCall(OUT_DIR);
    // The caller's frame: the loading script's, which Node names [eval1] after the folder it runs in.
    expect(frames(thrown).at(-1)).toMatch(/^ {4}at async file:\/\/\/\S+\/\[eval1\]:\d+:\d+$/);
  });

  it('read the map when a stack is first formatted, not as the bundle loads', async () => {
    const dir = await copyOfBundle('late-map');
    await rename(join(dir, `${BUNDLE}.map`), join(dir, 'elsewhere.map'));
    const putMapBack = join(dir, 'put-map-back.mjs');
    await writeFile(
      putMapBack,
      `import { renameSync } from 'node:fs'; renameSync(${JSON.stringify(join(dir, 'elsewhere.map'))}, ${JSON.stringify(join(dir, `${BUNDLE}.map`))});`,
    );
    const { logged } = await failingCall(dir, putMapBack);
    expect(frames(logged.stack)[0]).toMatch(/\(functions\/platform\/http\/api-handler\.ts:\d+:\d+\)$/);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"version":3,'],
    ['without mappings', '{"version":3,"sources":[]}'],
  ])('keep every frame as Node prints it when the map is %s', async (name, map) => {
    const dir = await copyOfBundle(name.replaceAll(' ', '-'));
    if (map === undefined) await rm(join(dir, `${BUNDLE}.map`));
    else await writeFile(join(dir, `${BUNDLE}.map`), map);
    const mapped = await failingCall(OUT_DIR);
    const { logged, thrown } = await failingCall(dir);
    expect(logged.stack.split('\n')[0]).toBe("TypeError: Cannot read properties of null (reading 'requestContext')");
    const bundleUrl = pathToFileURL(join(dir, BUNDLE)).href;
    expect(frames(logged.stack)).toHaveLength(frames(mapped.logged.stack).length);
    expect(frames(logged.stack)[0]).toMatch(new RegExp(`\\(${bundleUrl.replaceAll('.', '\\.')}:\\d+:\\d+\\)$`));
    expect(frames(thrown).at(-1)).toBe(frames(mapped.thrown).at(-1));
  });
});
