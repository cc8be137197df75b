import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { HANDLER_BUNDLING } from '../../lib/handler-function';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Handlers' bundles as esbuild builds them for Lambda (entry name -> handler), described by their metafile; nothing written. */
export const bundleMetafile = async (handlers: readonly string[]) =>
  (
    await build({
      entryPoints: Object.fromEntries(handlers.map((handler) => [handler, `functions/${handler}.ts`])),
      absWorkingDir: repoRoot,
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: HANDLER_BUNDLING.minify, // byte counts as deployed
      external: [...HANDLER_BUNDLING.externalModules],
      metafile: true,
      write: false,
      outdir: 'out',
      logLevel: 'error',
    })
  ).metafile;
