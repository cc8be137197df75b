import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { handlerEsbuildOptions } from '../../lib/handler-function';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Handlers built as esbuild builds them for Lambda (entry name -> handler), to `outdir` or, without one, nowhere; their metafile. */
const buildHandlers = async (handlers: readonly string[], output: Pick<BuildOptions, 'outdir' | 'write'>): Promise<Metafile> =>
  (
    await build({
      entryPoints: Object.fromEntries(handlers.map((handler) => [handler, `functions/${handler}.ts`])),
      absWorkingDir: repoRoot,
      ...handlerEsbuildOptions(),
      metafile: true,
      logLevel: 'error',
      ...output,
    })
  ).metafile;

/** Handlers' bundles as Lambda gets them, described by their metafile; nothing written. */
export const bundleMetafile = (handlers: readonly string[]): Promise<Metafile> => buildHandlers(handlers, { outdir: 'out', write: false });

/**
 * Each handler's bundle as Lambda gets it, described by a metafile of its own output, from one
 * esbuild run over them all (their shared code parsed once; without code splitting each output
 * is the entry's own bundle, as when built alone).
 */
export const bundleMetafiles = async (handlers: readonly string[]): Promise<Map<string, Metafile>> => {
  const { inputs, outputs } = await bundleMetafile(handlers);
  return new Map(
    handlers.map((handler) => {
      const key = `out/${handler}.mjs`;
      const output = outputs[key];
      if (!output) throw new Error(`No bundle ${key} among ${Object.keys(outputs).join(', ')}`);
      return [handler, { inputs, outputs: { [key]: output } }];
    }),
  );
};

/** Handlers' bundles as Lambda gets them, written to `outdir` as `<handler>.mjs`, each with its map `<handler>.mjs.map`. */
export const writeBundles = async (handlers: readonly string[], outdir: string): Promise<void> => {
  await buildHandlers(handlers, { outdir, write: true });
};
