import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** What the app may ship on first load (the entry chunk and what it imports statically), gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Prints the JavaScript a browser fetches before the first screen (the entry and its static
 * imports; chunks loaded later with import() are listed apart) and fails the build over budget.
 */
const firstLoadBudget = (): Plugin => ({
  name: 'first-load-budget',
  apply: 'build',
  writeBundle(options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const gzipped = (name: string) => gzipSync(readFileSync(join(options.dir ?? join(here, 'dist'), name))).length;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const loadedFirst = new Set<string>();
    // Each app (entry) on its own: the operator app at `/`, the back office at `/admin/`, the console at `/console/`.
    for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
      const firstLoad = new Set<string>();
      const visit = (name: string) => {
        if (firstLoad.has(name)) return;
        firstLoad.add(name);
        loadedFirst.add(name);
        const chunk = chunks.find((c) => c.fileName === name);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      const total = [...firstLoad].reduce((sum, name) => sum + gzipped(name), 0);
      console.log(`\n${entry.name}: first-load JavaScript ${kb(total)} gzipped (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`);
      if (total > FIRST_LOAD_BUDGET_BYTES)
        throw new Error(`${entry.name}: first-load JavaScript ${kb(total)} gzipped is over the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget`);
    }
    for (const chunk of chunks.filter((c) => !loadedFirst.has(c.fileName)))
      console.log(`  loaded when needed: ${chunk.fileName} ${kb(gzipped(chunk.fileName))} gzipped`);
  },
});

export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Three apps of one build, sharing its chunks and the typed client: operators at `/`, staff at
    // `/admin/`, agents' owners at `/console/`.
    rolldownOptions: {
      input: {
        'Operator app': join(here, 'index.html'),
        'Back office': join(here, 'admin', 'index.html'),
        Console: join(here, 'console', 'index.html'),
        // The OAuth authorization page of the hosted MCP server, at `/authorize`.
        Authorize: join(here, 'authorize', 'index.html'),
      },
    },
  },
  plugins: [firstLoadBudget()],
});
