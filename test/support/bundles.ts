import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { HANDLER_BUNDLING } from '../../lib/handler-function';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Handlers built as esbuild builds them for Lambda (entry name -> handler), to `outdir` or, without one, nowhere; their metafile. */
const buildHandlers = async (handlers: readonly string[], output: Pick<BuildOptions, 'outdir' | 'write'>): Promise<Metafile> =>
  (
    await build({
      entryPoints: Object.fromEntries(handlers.map((handler) => [handler, `functions/${handler}.ts`])),
      absWorkingDir: repoRoot,
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: HANDLER_BUNDLING.minify,
      external: [...HANDLER_BUNDLING.externalModules],
      banner: { js: HANDLER_BUNDLING.banner },
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'error',
      ...output,
    })
  ).metafile;

/** Handlers' bundles as Lambda gets them, described by their metafile; nothing written. */
export const bundleMetafile = (handlers: readonly string[]): Promise<Metafile> => buildHandlers(handlers, { outdir: 'out', write: false });

/** Handlers' bundles as Lambda gets them, written to `outdir` as `<handler>.mjs`. */
export const writeBundles = async (handlers: readonly string[], outdir: string): Promise<void> => {
  await buildHandlers(handlers, { outdir, write: true });
};
