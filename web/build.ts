import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the operator app (Vite, into web/dist) when there is no build or its sources or
 * openapi.yaml changed since: `npm start` serves the build, and the CDK app deploys it, so
 * `cdk synth` builds it on this machine (offline) before the bucket deployment stages it.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APP_SOURCE_DIR = join(repoRoot, 'web');
export const APP_DIST_DIR = join(APP_SOURCE_DIR, 'dist');

const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'dist' && entry.name !== 'node_modules')
    .reduce((newest, entry) => {
      const path = join(dir, entry.name);
      return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
    }, 0);

export const ensureAppBuilt = (): string => {
  const index = join(APP_DIST_DIR, 'index.html');
  const sources = Math.max(newestMtime(APP_SOURCE_DIR), statSync(join(repoRoot, 'openapi.yaml')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return APP_DIST_DIR;
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(APP_SOURCE_DIR, 'vite.config.ts')],
    {
      cwd: repoRoot,
      // The build's report (the first-load size) goes to stderr: stdout may be CloudFormation's (cdk synth).
      stdio: ['ignore', process.stderr, 'inherit'],
    },
  );
  return APP_DIST_DIR;
};

/**
 * The MCP server's proof-review view (web/vite.mcp-app.config.ts) as one self-contained HTML page,
 * its script and stylesheet inlined: an MCP App host renders it from the resource's text, under a
 * CSP that allows no other script, stylesheet or connection.
 */
export const buildProofReviewHtml = async (): Promise<string> => {
  const { build } = await import('vite');
  const built = await build({ configFile: join(APP_SOURCE_DIR, 'vite.mcp-app.config.ts'), build: { write: false } });
  const output = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
  const text = (source: string | Uint8Array) => (typeof source === 'string' ? source : new TextDecoder().decode(source));
  const page = output.flatMap((item) => (item.type === 'asset' && item.fileName.endsWith('.html') ? [text(item.source)] : []));
  const scripts = output.flatMap((item) => (item.type === 'chunk' ? [item.code] : []));
  const styles = output.flatMap((item) => (item.type === 'asset' && item.fileName.endsWith('.css') ? [text(item.source)] : []));
  if (page.length !== 1 || scripts.length !== 1 || styles.length > 1 || output.length !== 2 + styles.length)
    throw new Error(`The proof-review build is not one page, one script and at most one stylesheet: ${output.map((item) => item.fileName)}`);
  // `</` would end the element early; `<\/` means the same to JavaScript and CSS.
  const inline = (code: string) => code.replace(/<\//g, '<\\/');
  const html = page[0]!
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => `<script type="module">${inline(scripts[0]!)}</script>`)
    .replace(/<link rel="stylesheet" crossorigin href="[^"]+">/, () => (styles[0] === undefined ? '' : `<style>${inline(styles[0])}</style>`));
  if (/\s(src|href)="\//.test(html)) throw new Error('The proof-review page still links a file of the build');
  return html;
};
