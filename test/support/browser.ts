import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ensureAppBuilt } from '../../web/build';

/**
 * Debian's Chromium (`.ci/run` installs the `chromium` package when missing), driven by
 * playwright-core: nothing here downloads a browser. A fresh profile per launch (playwright-core
 * passes Chromium a new temporary --user-data-dir itself and refuses one in `args`), no network
 * of its own (no updates, sync or QUIC), headless.
 */
export const CHROMIUM = '/usr/bin/chromium';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the journeys write their screenshots (git-ignored): one folder per app. */
export const SCREENSHOTS = join(repoRoot, 'test-results', 'operator-app');
export const BACK_OFFICE_SCREENSHOTS = join(repoRoot, 'test-results', 'back-office');
export const CONSOLE_SCREENSHOTS = join(repoRoot, 'test-results', 'console');

const SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: more Chromium switches (a fake camera, say). */
export const launchBrowser = async (extraArgs: readonly string[] = []): Promise<{ browser: Browser; close(): Promise<void> }> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...extraArgs, ...SWITCHES] });
  return {
    browser,
    close: async () => {
      await browser.close();
    },
  };
};

/**
 * Chromium on an ordinary (not off-the-record) profile in a fresh temporary folder, for what
 * Chromium refuses in the off-the-record contexts `launchBrowser` makes: installing an app, say.
 * Close it with `close()`, which also deletes the profile.
 */
export const launchProfile = async (options: { baseURL: string }): Promise<BrowserContext & { close(): Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'handoff-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: SWITCHES, ...PHONE, ...options });
  const close = context.close.bind(context);
  return Object.assign(context, {
    close: async () => {
      await close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
};

/** The phone the app is designed for first. */
export const PHONE = { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core on the screen (a page, or a frame of one) as it is: no serious or critical violation (WCAG 2 A and AA rules). */
export const expectAccessible = async (page: Pick<Page, 'evaluate'>, screen: string): Promise<void> => {
  // Evaluated rather than added as a script tag: the app's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  // Runs in the page (a string, so this file needs no DOM types).
  const violations: { id: string; impact: string; targets: string[] }[] = await page.evaluate(`
    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) =>
      result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) })))
  `);
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    `accessibility of the ${screen} screen`,
  ).toEqual([]);
};

/** The desk the back office is designed for. */
export const DESKTOP = { viewport: { width: 1280, height: 860 } };

/** A screenshot of the whole screen under test-results/operator-app (or `folder`), and its axe-core scan. */
export const screen = async (page: Page, name: string, folder = SCREENSHOTS): Promise<void> => {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
};

/**
 * Chromium for the test file that calls this: the apps built and the browser launched before its
 * tests, closed after them. Answers the running browser.
 */
export const browserForTests = (): (() => Browser) => {
  let launched: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    ensureAppBuilt();
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return () => launched!.browser;
};
