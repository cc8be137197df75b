/**
 * The MCP server's proof-review view, an MCP App (the `io.modelcontextprotocol/ui` extension): one
 * `ui://` HTML resource that a chat client which speaks MCP Apps renders inline when the model calls
 * a task tool linked to it (`_meta.ui.resourceUri`), handing it the tool's result. The agent's owner
 * sees the task, its proof photos and the Guardian's review, and approves or rejects the proof from
 * the chat: the view calls the server's own verify_task tool through the host, so it needs no
 * credential and the decision passes through the same checks as any other tool call.
 *
 * The page is the operator web build's `mcp-app` entry (web/src/mcp-app), bundled into one
 * self-contained file (./mcp-app.generated.html, written by `npm run mcp-app`), which ships beside
 * this module (in the package's dist/, beside the hosted endpoint's bundle) and is read at the first
 * resources/read: a server that is never asked for it neither parses nor holds it. Its CSP, which
 * the host enforces, allows no connection at all and images only from the photo bucket, where the
 * proof photos' presigned URLs point.
 */
import { type Resource, ResourceNotFoundError, type Server } from '@modelcontextprotocol/server';

/** The view's resource, named by the task tools that show it. */
export const PROOF_REVIEW_URI = 'ui://handoff/proof-review.html';

/** The MIME type of an MCP App's HTML (the extension's `RESOURCE_MIME_TYPE`). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/**
 * A tool's `_meta` linking it to the view: the extension's `ui.resourceUri`, and the flat
 * `ui/resourceUri` key that hosts of its first drafts read (as the extension's own server helper writes both).
 */
export const PROOF_REVIEW_TOOL_META = { ui: { resourceUri: PROOF_REVIEW_URI }, 'ui/resourceUri': PROOF_REVIEW_URI };

export interface ProofReviewAppOptions {
  /**
   * The origins the proof photos' presigned URLs are on (the photo bucket's), from which the view
   * may load images; nothing else is allowed. None: the host shows no photo. A function is asked
   * each time the resource is listed or read.
   */
  photoOrigins?: readonly string[] | (() => Promise<readonly string[]>);
}

/**
 * The photo origins a comma-separated list names (`HANDOFF_PHOTO_ORIGINS` of `handoff-mcp`): each an
 * http(s) origin alone, as a CSP source must be. Anything else (a path, another scheme, a wildcard)
 * is refused with what was wrong, rather than widening or silently emptying the view's CSP.
 */
export const parsePhotoOrigins = (list: string | undefined): string[] => {
  const origins = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of origins) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, ''))
      throw new Error(`Not an http(s) origin: ${entry} (write it as https://host[:port])`);
  }
  return [...new Set(origins.map((entry) => new URL(entry).origin))];
};

/** The page's file, beside this module: `import.meta.url` is this file's, or the bundle's that holds it. */
const PAGE_URL = new URL('./mcp-app.generated.html', import.meta.url);

let page: Promise<string> | undefined;
/** The page, read once per process at its first use. */
export const proofReviewHtml = (): Promise<string> => (page ??= import('node:fs/promises').then(({ readFile }) => readFile(PAGE_URL, 'utf8')));

const RESOURCE: Resource = {
  uri: PROOF_REVIEW_URI,
  name: 'proof-review',
  title: 'Proof review',
  description: "A task with its proof photos and the Guardian's review, and Approve / Reject for a task in MANUAL_REVIEW",
  mimeType: MCP_APP_MIME_TYPE,
};

/**
 * Lists and serves the proof-review view on `server` (its `resources` capability). The resource's
 * `_meta.ui` is what the host builds the view's sandbox from.
 */
export const registerProofReviewApp = (server: Server, options: ProofReviewAppOptions = {}): void => {
  const { photoOrigins = [] } = options;
  const ui = async () => ({
    csp: {
      connectDomains: [],
      resourceDomains: [...(typeof photoOrigins === 'function' ? await photoOrigins() : photoOrigins)],
      frameDomains: [],
      baseUriDomains: [],
    },
    prefersBorder: true,
  });
  server.registerCapabilities({ resources: {} });
  server.setRequestHandler('resources/list', async () => ({ resources: [{ ...RESOURCE, _meta: { ui: await ui() } }] }));
  server.setRequestHandler('resources/read', async ({ params }) => {
    // The SDK answers it -32602 (Invalid Params), as the protocol asks of a resource the server does not have.
    if (params.uri !== PROOF_REVIEW_URI) throw new ResourceNotFoundError(params.uri);
    return { contents: [{ uri: PROOF_REVIEW_URI, mimeType: MCP_APP_MIME_TYPE, text: await proofReviewHtml(), _meta: { ui: await ui() } }] };
  });
};
