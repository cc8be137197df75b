import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKDOWN_PAGES } from '../functions/manifest/published-pages';
import { markdownPage } from '../lib/markdown-pages';

/**
 * The contract and its reference, served by the local stack (not Lambda routes: the deployed
 * edge serves the same files from its bucket, lib/edge.ts). GET /openapi.yaml is the committed
 * file as it is; GET /llms.txt the guide for language models (docs/llms.txt); GET /acceptable-use
 * and /automated-decisions their docs/ Markdown (MARKDOWN_PAGES, rendered as the edge publishes them); GET /docs is
 * Swagger UI from node_modules/swagger-ui-dist, rendering that file with no CDN and no
 * online validator.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const OPENAPI_PATH = '/openapi.yaml';
const LLMS_PATH = '/llms.txt';
const DOCS_PATH = '/docs';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Handoff API reference</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  </head>
  <body>
    <div id="reference"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '${OPENAPI_PATH}',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
});
`;

/** The only files served from swagger-ui-dist: nothing else of node_modules is reachable. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const sendText = (res: ServerResponse, type: string, text: string) =>
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(text);

const sendFile = (res: ServerResponse, type: string, path: string) => {
  const stream = createReadStream(path);
  stream.once('open', () => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    stream.pipe(res);
  });
  stream.once('error', () => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal error' }));
  });
};

/** Answers the request and returns true when it is for the contract or its reference. */
export const serveDocs = (req: IncomingMessage, res: ServerResponse): boolean => {
  if (req.method !== 'GET') return false;
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const asset = path.startsWith(`${DOCS_PATH}/`) ? path.slice(DOCS_PATH.length + 1) : '';
  const page = path.endsWith('/') ? path.slice(0, -1) : path;
  if (path === OPENAPI_PATH) {
    sendFile(res, 'application/yaml; charset=utf-8', join(repoRoot, 'openapi.yaml'));
  } else if (path === LLMS_PATH) {
    sendFile(res, 'text/plain; charset=utf-8', join(repoRoot, 'docs', 'llms.txt'));
  } else if (Object.hasOwn(MARKDOWN_PAGES, page)) {
    // Rendered at each request, as the file is now: an edited page shows without a restart.
    sendText(res, 'text/html; charset=utf-8', markdownPage(page));
  } else if (path === DOCS_PATH || path === `${DOCS_PATH}/`) {
    sendText(res, 'text/html; charset=utf-8', PAGE);
  } else if (asset === 'init.js') {
    sendText(res, 'text/javascript; charset=utf-8', INIT);
  } else if (Object.hasOwn(ASSETS, asset)) {
    sendFile(res, ASSETS[asset]!, join(swaggerUi, asset));
  } else {
    return false;
  }
  return true;
};
