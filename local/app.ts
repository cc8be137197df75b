import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The operator app (web/), built by Vite into web/dist and served by the local stack at `/` on
 * the API's own origin (CloudFront does the same from S3 in AWS), so no CORS is needed. Only
 * files of the build are reachable; every other path falls through to the API.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APP_SOURCE_DIR = join(repoRoot, 'web');
export const APP_DIST_DIR = join(APP_SOURCE_DIR, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'dist' && entry.name !== 'node_modules')
    .reduce((newest, entry) => {
      const path = join(dir, entry.name);
      return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
    }, 0);

/** Builds the app when there is no build or its sources (or openapi.yaml) changed since. */
export const ensureAppBuilt = (): void => {
  const index = join(APP_DIST_DIR, 'index.html');
  const sources = Math.max(newestMtime(APP_SOURCE_DIR), statSync(join(repoRoot, 'openapi.yaml')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(APP_SOURCE_DIR, 'vite.config.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
};

/** Answers the request and returns true when it is for the app (`/` or a file of its build). */
export const serveApp = (req: IncomingMessage, res: ServerResponse): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/') || path.startsWith('/dev/')) return false;
  const file = path === '/' ? join(APP_DIST_DIR, 'index.html') : normalize(join(APP_DIST_DIR, decodeURIComponent(path)));
  if (!file.startsWith(APP_DIST_DIR + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  const hashed = path.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed names never change; the page and its config are always fetched fresh.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
};
