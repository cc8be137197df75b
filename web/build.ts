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
