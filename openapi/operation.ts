/**
 * What openapi.yaml says about an operation beyond its shapes: the words. The shapes (request
 * body, query, path parameters and the success responses) come from the handler's own
 * schemas, and the security, 400, 401, 413 and 500 responses from its route; see document.ts.
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
  /** An agent route that also takes the API key as `Authorization: Bearer hk_live_...` (the MCP endpoint). */
  bearerApiKey?: true;
}

/** The operations of one area of the API, under one tag, keyed by route key (`POST /api/v1/tasks`). */
export interface Area {
  tag: { name: string; description: string };
  operations: Record<string, OperationDoc>;
}
