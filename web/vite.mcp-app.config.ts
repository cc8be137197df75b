import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The MCP server's proof-review view (web/mcp-app, an MCP App): the web build's sources and JSX
 * settings, as one entry with no chunks of its own to fetch, since a host renders the page from
 * the HTML alone. web/build.ts inlines its script and stylesheet into the page.
 */
export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  // Production JSX whatever NODE_ENV says (vitest sets test), so the page is the same wherever it is built.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
  build: {
    // Built in memory (web/build.ts); were it written, beside the apps' build without emptying it.
    outDir: join(here, 'dist', 'mcp-app'),
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    // One script, one stylesheet, no preload helper and every asset a data: URL: nothing is fetched.
    cssCodeSplit: false,
    modulePreload: false,
    assetsInlineLimit: Number.POSITIVE_INFINITY,
    rolldownOptions: {
      input: join(here, 'mcp-app', 'index.html'),
      output: { codeSplitting: false },
    },
  },
});
