import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { bundleConstants, HANDLER_BUNDLING } from '../../lib/handler-function';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Handlers' bundles as esbuild builds them for Lambda (entry name -> handler, each with its
 * bundle's constants: one build per set of them), described by their metafile; nothing written.
 */
export const bundleMetafile = async (handlers: readonly string[]): Promise<Metafile> => {
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
            metafile: true,
            write: false,
            outdir: 'out',
            logLevel: 'error',
          })
        ).metafile,
    ),
  );
  return {
    inputs: Object.assign({}, ...metafiles.map((metafile) => metafile.inputs)),
    outputs: Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)),
  };
};
