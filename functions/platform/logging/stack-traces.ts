import type { SourceMap, SourceMapping } from 'node:module';

/**
 * Stack traces that name our source lines (`functions/….ts:line:column`) in every function's logs,
 * paid for only when a stack is formatted. Node's `--enable-source-maps` reads the bundle's map and
 * scans the whole bundle for its line lengths as the bundle loads, ~3 ms a 100 KB bundle at every
 * cold start, and Node has no lazy mode (enabled at run time, it covers only modules loaded after).
 * Loaded with the logger (every function that logs), this reads the map esbuild writes beside the
 * bundle (`index.mjs.map`, lib/handler-function.ts) the first time a stack is formatted, decodes it
 * with Node's own `SourceMap`, and prints the bundle's frames at their source lines; every other
 * frame (Node's, the runtime's SDK) is printed as Node prints it. A map that is missing or
 * unreadable leaves the frames as they are: mapping never throws and never loses a frame.
 */

/** The bundle's file: this module's own, which esbuild put in it. */
const BUNDLE_URL = import.meta.url;

/** Undefined until first needed; null when the map is missing or unreadable (not tried again). */
let bundleMap: SourceMap | null | undefined;

/** Node's modules taken when first needed, not imported: nothing of this runs as the bundle loads. */
const readBundleMap = (): SourceMap | null => {
  try {
    const text = process.getBuiltinModule('node:fs').readFileSync(new URL(`${BUNDLE_URL}.map`), 'utf8');
    return new (process.getBuiltinModule('node:module').SourceMap)(JSON.parse(text));
  } catch {
    return null;
  }
};

/**
 * A frame at its source position when it is the bundle's (stack positions count from 1, the map's
 * from 0), the path as esbuild wrote it less its leading `../`: from the repository, `functions/…`,
 * `node_modules/…`; the function keeps its name in the bundle (minifying shortened most). Any other
 * frame as Node prints it.
 */
const frame = (site: NodeJS.CallSite): string => {
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (site.getFileName() !== BUNDLE_URL || !line || !column) return `${site}`;
  if (bundleMap === undefined) bundleMap = readBundleMap();
  const entry = bundleMap?.findEntry(line - 1, column - 1) ?? {};
  if (!('originalSource' in entry)) return `${site}`;
  const { originalSource, originalLine, originalColumn } = entry as SourceMapping;
  const location = `${originalSource.replace(/^(\.\.?\/)+/, '')}:${originalLine + 1}:${originalColumn + 1}`;
  const name = site.getFunctionName();
  return name ? `${site.isAsync() ? 'async ' : ''}${name} (${location})` : location;
};

/** Node's own formatting (its default `Error.prepareStackTrace`), which the hook falls back to. */
const nodeFormat = Error.prepareStackTrace;

const withBundleFrames = (error: Error, sites: NodeJS.CallSite[]): string => {
  try {
    // Node's header for a trace without frames is the error's own `Name: message`.
    return `${nodeFormat(error, [])}${sites.map((site) => `\n    at ${frame(site)}`).join('')}`;
  } catch {
    return nodeFormat(error, sites);
  }
};

// Left as it is where this runs from its source (the local stack, tests: their runner maps stacks
// itself) and where Node maps them (a process started with --enable-source-maps).
Error.prepareStackTrace = BUNDLE_URL.endsWith('.ts') || process.sourceMapsEnabled ? nodeFormat : withBundleFrames;
