import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { bundleConstants, HANDLER_BUNDLING } from '../../lib/handler-function';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Handlers built as esbuild builds them for Lambda (entry name -> handler, each with its bundle's
 * constants: one build per set of them), to `outdir` or, without one, nowhere; their metafile.
 */
const buildHandlers = async (handlers: readonly string[], output: Pick<BuildOptions, 'outdir' | 'write'>): Promise<Metafile> => {
  const byConstants = new Map<string, string[]>();
  for (const handler of handlers) {
    const define = JSON.stringify(bundleConstants(handler));
    byConstants.set(define, [...(byConstants.get(define) ?? []), handler]);
  }
  const metafiles = await Promise.all(
    [...byConstants].map(
      async ([define, group]) =>
        (
          await build({
            entryPoints: Object.fromEntries(group.map((handler) => [handler, `functions/${handler}.ts`])),
            absWorkingDir: repoRoot,
            bundle: true,
            platform: 'node',
            format: 'esm',
            // Minified as for Lambda: folding the constants is what drops other routes' code.
            minify: HANDLER_BUNDLING.minify,
            define: JSON.parse(define),
            external: [...HANDLER_BUNDLING.externalModules],
            banner: { js: HANDLER_BUNDLING.banner },
            outExtension: { '.js': '.mjs' },
            metafile: true,
            logLevel: 'error',
            ...output,
          })
        ).metafile,
    ),
  );
  return {
    inputs: Object.assign({}, ...metafiles.map((metafile) => metafile.inputs)),
    outputs: Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)),
  };
};

/** Handlers' bundles as Lambda gets them, described by their metafile; nothing written. */
export const bundleMetafile = (handlers: readonly string[]): Promise<Metafile> => buildHandlers(handlers, { outdir: 'out', write: false });

/** Handlers' bundles as Lambda gets them, written to `outdir` as `<handler>.mjs`. */
export const writeBundles = async (handlers: readonly string[], outdir: string): Promise<void> => {
  await buildHandlers(handlers, { outdir, write: true });
};
