/**
 * What openapi.yaml says about an operation beyond its shapes: the words. The shapes (request
 * body, query, path parameters and the success responses) come from the handler's own
 * schemas, and the security, 400, 401, 403, 413, 429 and 500 responses from its route; see document.ts. A test
 * (test/unit/openapi/reachable-statuses.test.ts) finds every status the handler's code can answer and
 * fails when the document lacks one: an error the handler can throw is documented in `errors`.
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  description?: string;
  /** Path or query parameter name -> what it means. */
  params?: Record<string, string>;
  /** Success status -> what it means; each must be a status the handler declares in `responses`. */
  responses: Record<number, string>;
  /** Error status -> its messages and when they happen; replaces a generated response of that status (400, a dev-only 404). */
  errors?: Record<number, string>;
  /** Takes the `Idempotency-Key` header (and may answer a replay with `Idempotent-Replayed: true`). */
  idempotent?: true;
  /** Pays a short balance with x402: takes PAYMENT-SIGNATURE / X-PAYMENT, its 402 carries PAYMENT-REQUIRED and a paid answer PAYMENT-RESPONSE. */
  x402?: true;
  /** An agent route that also takes the API key as `Authorization: Bearer hk_live_...` (the MCP endpoint). */
  bearerApiKey?: true;
}

/** The operations of one area of the API, under one tag, keyed by route key (`POST /api/v1/tasks`). */
export interface Area {
  tag: { name: string; description: string };
  operations: Record<string, OperationDoc>;
}

/** How the task lists page, in one place for both of them. */
export const PAGING = {
  description: `Page with \`limit\` (1 to 100, default 20) and either \`offset\` (default 0) or \`cursor\`. Every page
answers \`next_cursor\`, null on the last page; pass it as \`cursor\` for the next one (with the same
filter, and no \`offset\` or \`offset=0\`: 400 \`offset must be 0 or left out with a cursor\`). A page read
by cursor reads about \`limit\` items however deep it is, while an offset reads and skips every item
before it, so walk long lists by cursor. A cursor is opaque; one that was tampered with, or made for
another filter or another caller, is refused (400 \`Invalid cursor\`).

\`pagination.total\` is counted (a COUNT query over the list's index entries, no items returned) on
requests without a cursor; a page read by cursor repeats the total of the page that began its walk and
\`pagination.offset\` says where the page stands in it. When a filter matches rarely, a page read by
cursor stops after about 1000 index entries and may hold fewer than \`limit\` items with a non-null
\`next_cursor\`: keep following it until it is null.`,
  params: {
    offset: 'Items to skip; only without `cursor`',
    cursor: "The previous page's `next_cursor`",
  },
  errors: (examples: string) =>
    `Invalid query parameter (\`<parameter> <problem>\`, e.g. ${examples}), \`Invalid cursor\`, or \`offset must be 0 or left out with a cursor\``,
} as const;
