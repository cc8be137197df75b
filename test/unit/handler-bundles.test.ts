import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING } from '../../lib/handler-function';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The packages a handler's bundle holds code of (as esbuild bundles it for Lambda). */
const packagesIn = async (handler: string): Promise<Set<string>> => {
  const { metafile } = await build({
    entryPoints: [`functions/${handler}.ts`],
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: [...HANDLER_BUNDLING.externalModules],
    metafile: true,
    write: false,
    outdir: 'out',
    logLevel: 'error',
  });
  return new Set(
    Object.keys(metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+(?:\/v4\/(?:classic|mini))?)/.exec(input)?.[1] ?? []),
  );
};

describe('Handler bundles: a function loads only the code it uses', () => {
  it.each(['workflows/dispatch', 'workflows/finalize', 'workflows/timers', 'api/health'])(
    '%s holds no viem (the settings check addresses without it)',
    async (handler) => {
      expect([...(await packagesIn(handler))].filter((name) => /^(viem|ox)$/.test(name))).toEqual([]);
    },
  );

  // Functions that read the table check its items with the store's schemas (full zod); the dispatcher reads none.
  it.each(['workflows/dispatch'])('%s reads its settings with zod/mini, not the whole of zod', async (handler) => {
    const packages = await packagesIn(handler);
    expect(packages).toContain('zod/v4/mini');
    expect(packages).not.toContain('zod/v4/classic');
  });

  // The tracer (Powertools + aws-xray-sdk-core, ~130 KB) only where a cold start is not on a request's path.
  it.each(['workflows/review-proof', 'workflows/timers', 'workflows/ledger-audit', 'callbacks/send'])(
    '%s holds the X-Ray tracer',
    async (handler) => {
      expect(await packagesIn(handler)).toContain('aws-xray-sdk-core');
    },
  );

  it.each(['api/health', 'api/tasks/create', 'api/tasks/get'])('%s (an API function) holds no tracer, only the metrics', async (handler) => {
    const packages = await packagesIn(handler);
    expect([...packages].filter((name) => /tracer|xray/.test(name))).toEqual([]);
    if (handler !== 'api/health') expect(packages).toContain('@aws-lambda-powertools/metrics');
  });
});
