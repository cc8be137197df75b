import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { APP_DIST_DIR } from '../web/build';

/**
 * The web apps (web/), built by Vite into web/dist (web/build.ts) and served by the local stack on
 * the API's own origin (CloudFront does the same from S3 in AWS), so no CORS is needed: the operator
 * app at `/`, the back office at `/admin/`, the owner's console at `/console/` (a folder's path serves its index.html). Only files of
 * the build are reachable; every other path falls through to the API.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Answers the request and returns true when it is for an app (`/`, `/admin/`, `/console/` or a file of the build), with `headers` (the security headers). */
export const serveApp = (req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/') || path.startsWith('/dev/')) return false;
  const named = normalize(join(APP_DIST_DIR, decodeURIComponent(path)));
  // A folder (`/`, `/admin/`, `/admin`, `/console/`) is its index.html, as the edge's viewer-request function maps it.
  const file = existsSync(named) && statSync(named).isDirectory() ? join(named, 'index.html') : named;
  if (!file.startsWith(APP_DIST_DIR + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  const hashed = path.startsWith('/assets/');
  res.writeHead(200, {
    ...headers,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed names never change; the page and its config are always fetched fresh.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
};
