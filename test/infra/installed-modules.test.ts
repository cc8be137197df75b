import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { HandlerFunction } from '../../lib/handler-function';

const outdir = mkdtempSync(join(tmpdir(), 'handoff-bundles-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Synthesizes one function with real bundling (esbuild and the install hooks) and answers its asset directory. */
const bundled = (handler: string): string => {
  const app = new App({ outdir });
  const stack = new Stack(app, `Bundle${handler.replace(/\W/g, '')}`);
  new HandlerFunction(stack, 'Fn', { handler, environment: {} });
  const assembly = app.synth();
  const manifest = JSON.parse(readFileSync(join(assembly.directory, `${stack.stackName}.assets.json`), 'utf8'));
  const [asset] = Object.values<{ source: { path: string } }>(manifest.files).filter((file) => file.source.path.startsWith('asset.'));
  return join(assembly.directory, asset!.source.path);
};

describe('Modules installed beside Lambda bundles', () => {
  it('installs sharp built for Linux arm64 beside a bundle that imports it (the Guardian review)', () => {
    const dir = bundled('contexts/work/tasks/workflow/review-proof-step');
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).toMatch(/import\("sharp"\)/);
    const native = JSON.parse(readFileSync(join(dir, 'node_modules/@img/sharp-linux-arm64/package.json'), 'utf8'));
    expect(native).toMatchObject({ os: ['linux'], cpu: ['arm64'] });
    expect(existsSync(join(dir, 'node_modules/@img/sharp-libvips-linux-arm64'))).toBe(true);
    expect(existsSync(join(dir, 'node_modules/@img/sharp-linux-x64'))).toBe(false);
    // The C2PA reader's WebAssembly module is read from its package folder at the first manifest.
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).toMatch(/import\("@contentauth\/c2pa-wasm"\)/);
    expect(existsSync(join(dir, 'node_modules/@contentauth/c2pa-wasm/pkg/c2pa_bg.wasm'))).toBe(true);
  }, 120_000);

  it("keeps the X-Ray tracer out of a traced function's bundle and installs it beside, loaded only when tracing is on", () => {
    const dir = bundled('contexts/money/payouts/workflow/fail-unsent-payout-step');
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/import\("@aws-lambda-powertools\/tracer"\)/);
    expect(code).not.toMatch(/aws-xray-sdk|AWSXRay/);
    expect(existsSync(join(dir, 'node_modules/@aws-lambda-powertools/tracer/package.json'))).toBe(true);
    expect(existsSync(join(dir, 'node_modules/aws-xray-sdk-core/package.json'))).toBe(true);
  }, 120_000);

  it('installs nothing beside a bundle that imports none of them', () => {
    expect(existsSync(join(bundled('platform/http/health'), 'node_modules'))).toBe(false);
  }, 120_000);
});
