/**
 * The route table: the one list of endpoints. The CDK HTTP API (lib/api.ts) and the local
 * HTTP server (local/http-server.ts) are both built from it, and each function's bundle is
 * built with its route's auth kind from it (lib/handler-function.ts), so the three cannot drift.
 */
import type { TableAccess } from './settings/table-access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: public; agent: `X-API-Key` (on /mcp also `Authorization: Bearer hk_live_...`); operator: `Authorization: Bearer <JWT>`; admin: `X-Admin-Key` or `Authorization: Bearer <staff JWT>`. */
export type AuthKind = 'none' | 'agent' | 'operator' | 'admin';

export interface Route {
  method: HttpMethod;
  /** API Gateway route syntax: `{name}` is a path parameter. */
  path: string;
  /** Module under functions/ that exports `handler`. */
  handler: string;
  auth: AuthKind;
  /** What its function may do with the table (IAM in AWS, enforced locally too): functions/settings/table-access.ts. No route scans. */
  table: Exclude<TableAccess, 'audit'>;
  /** Exists only with APP_ENV=development (never deployed). */
  devOnly?: true;
  /** Its function's timeout when it needs more than DEFAULT_TIMEOUT_SECONDS (API Gateway waits 30 s at most). */
  timeoutSeconds?: number;
  /** Its function's memory when it needs more than the default 256 MB (it also buys CPU in proportion). */
  memoryMb?: number;
  /**
   * Handlers of other routes it runs in-process (the MCP endpoint's tools): its function gets their
   * grants too (lib/api.ts), and `table` must cover theirs.
   */
  runs?: readonly string[];
}

/** The agent routes the MCP tools call, in-process (functions/api/mcp.ts): the same handlers, so the same answers. */
export const MCP_TOOL_HANDLERS = [
  'api/tasks/create',
  'api/tasks/get',
  'api/tasks/list',
  'api/tasks/approve-estimate',
  'api/tasks/reject-estimate',
  'api/tasks/verify',
  'api/tasks/cancel',
  'api/tasks/retrieve-credential',
  'api/tasks/callbacks',
  'api/agents/balance',
  'api/agents/deposit-address',
] as const;

/** What a request may take unless its route says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/v1/health', handler: 'api/health', auth: 'none', table: 'none' },

  { method: 'POST', path: '/api/v1/agents/register', handler: 'api/agents/register', auth: 'none', table: 'write' },
  { method: 'GET', path: '/api/v1/agents/me', handler: 'api/agents/me', auth: 'agent', table: 'read' },
  { method: 'GET', path: '/api/v1/agents/balance', handler: 'api/agents/balance', auth: 'agent', table: 'read' },
  { method: 'POST', path: '/api/v1/agents/keys', handler: 'api/agents/create-key', auth: 'agent', table: 'write' },
  { method: 'GET', path: '/api/v1/agents/keys', handler: 'api/agents/list-keys', auth: 'agent', table: 'read' },
  { method: 'DELETE', path: '/api/v1/agents/keys/{id}', handler: 'api/agents/revoke-key', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/agents/verify-email', handler: 'api/agents/verify-email', auth: 'none', table: 'write' },
  { method: 'POST', path: '/api/v1/agents/resend-verification', handler: 'api/agents/resend-verification', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/agents/callback-secret', handler: 'api/agents/reveal-callback-secret', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/agents/wallet/challenge', handler: 'api/agents/wallet-challenge', auth: 'agent', table: 'write' },
  { method: 'PUT', path: '/api/v1/agents/wallet', handler: 'api/agents/bind-wallet', auth: 'agent', table: 'write' },
  { method: 'GET', path: '/api/v1/agents/wallet', handler: 'api/agents/wallet', auth: 'agent', table: 'read' },
  { method: 'GET', path: '/api/v1/agents/deposit-address', handler: 'api/agents/deposit-address', auth: 'agent', table: 'read' },
  { method: 'POST', path: '/api/v1/agents/deposit/usdc', handler: 'api/agents/report-deposit', auth: 'agent', table: 'write' },
  { method: 'GET', path: '/api/v1/agents/deposits/{id}', handler: 'api/agents/deposit-status', auth: 'agent', table: 'read' },

  { method: 'POST', path: '/api/v1/tasks', handler: 'api/tasks/create', auth: 'agent', table: 'write' },
  { method: 'GET', path: '/api/v1/tasks', handler: 'api/tasks/list', auth: 'agent', table: 'read' },
  { method: 'GET', path: '/api/v1/tasks/{id}', handler: 'api/tasks/get', auth: 'agent', table: 'read' },
  { method: 'POST', path: '/api/v1/tasks/{id}/estimate/approve', handler: 'api/tasks/approve-estimate', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/tasks/{id}/estimate/reject', handler: 'api/tasks/reject-estimate', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/tasks/{id}/cancel', handler: 'api/tasks/cancel', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/tasks/{id}/verify', handler: 'api/tasks/verify', auth: 'agent', table: 'write' },
  { method: 'POST', path: '/api/v1/tasks/{id}/retrieve-credential', handler: 'api/tasks/retrieve-credential', auth: 'agent', table: 'write' },
  { method: 'GET', path: '/api/v1/tasks/{id}/callbacks', handler: 'api/tasks/callbacks', auth: 'agent', table: 'read' },
  { method: 'POST', path: '/api/v1/tasks/{id}/rating', handler: 'api/tasks/rate', auth: 'agent', table: 'write' },

  { method: 'POST', path: '/api/v1/operator/register', handler: 'api/operator/register', auth: 'none', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/me', handler: 'api/operator/me', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/tasks', handler: 'api/operator/list-tasks', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/tasks/{id}', handler: 'api/operator/get-task', auth: 'operator', table: 'read' },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/accept', handler: 'api/operator/accept', auth: 'operator', table: 'write' },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/withdraw-claim', handler: 'api/operator/withdraw-claim', auth: 'operator', table: 'write' },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/start', handler: 'api/operator/start', auth: 'operator', table: 'write' },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/photos', handler: 'api/operator/request-photo', auth: 'operator', table: 'write' },
  // Up to 20 photos are read, hashed, copied and re-encoded without metadata (use-cases/tasks/fix-evidence.ts),
  // EVIDENCE_FIXED_AT_ONCE at a time: bench/evidence-memory.ts measured a 872 MB peak for two 40-megapixel
  // photos at once (12-megapixel phone photos: about 400 MB), so 1,536 MB, which also gives the
  // re-encoding close to a whole vCPU.
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/submit',
    handler: 'api/operator/submit',
    auth: 'operator',
    table: 'write',
    timeoutSeconds: 29,
    memoryMb: 1536,
  },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/appeal', handler: 'api/operator/appeal', auth: 'operator', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/work', handler: 'api/operator/work', auth: 'operator', table: 'read' },
  { method: 'POST', path: '/api/v1/operator/kyc/documents', handler: 'api/operator/kyc-document', auth: 'operator', table: 'write' },
  { method: 'POST', path: '/api/v1/operator/kyc/submit', handler: 'api/operator/kyc-submit', auth: 'operator', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/ratings', handler: 'api/operator/ratings', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/earnings', handler: 'api/operator/earnings', auth: 'operator', table: 'read' },
  { method: 'POST', path: '/api/v1/operator/payout', handler: 'api/operator/payout', auth: 'operator', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/payout/status/{id}', handler: 'api/operator/payout-status', auth: 'operator', table: 'read' },

  { method: 'POST', path: '/api/v1/admin/operators/{id}/kyc', handler: 'api/admin/record-kyc', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/operators/{id}', handler: 'api/admin/operator-record', auth: 'admin', table: 'read' },
  { method: 'GET', path: '/api/v1/admin/agents/{id}', handler: 'api/admin/agent-record', auth: 'admin', table: 'read' },
  { method: 'GET', path: '/api/v1/admin/tasks/{id}', handler: 'api/admin/task', auth: 'admin', table: 'read' },
  { method: 'POST', path: '/api/v1/admin/tasks/{id}/resolve', handler: 'api/admin/resolve-dispute', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/disputes', handler: 'api/admin/list-disputes', auth: 'admin', table: 'read' },
  { method: 'GET', path: '/api/v1/admin/kyc', handler: 'api/admin/kyc-queue', auth: 'admin', table: 'read' },
  { method: 'POST', path: '/api/v1/admin/admins', handler: 'api/admin/create-admin', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/audit', handler: 'api/admin/audit', auth: 'admin', table: 'read' },

  // The hosted MCP server; wait_for_task holds a request up to 25 s. It writes what its tools write, and its wait slots.
  { method: 'POST', path: '/mcp', handler: 'api/mcp', auth: 'agent', table: 'write', timeoutSeconds: 29, runs: MCP_TOOL_HANDLERS },
  // No SSE stream: GET answers 405 (a handler of its own, so it loads no MCP SDK).
  { method: 'GET', path: '/mcp', handler: 'api/mcp-stream', auth: 'agent', table: 'read' },

  { method: 'POST', path: '/dev/operator-token', handler: 'api/dev/operator-token', auth: 'none', table: 'write', devOnly: true },
  { method: 'POST', path: '/dev/admin-token', handler: 'api/dev/admin-token', auth: 'none', table: 'write', devOnly: true },
  { method: 'GET', path: '/dev/emails', handler: 'api/dev/emails', auth: 'none', table: 'read', devOnly: true },
];

/** Answers every request that matches no route (API Gateway's `$default` route). */
export const NOT_FOUND_HANDLER = 'api/not-found';

export const routeKey = (route: Pick<Route, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const routesFor = (appEnv: 'development' | 'production'): readonly Route[] =>
  routes.filter((route) => !route.devOnly || appEnv === 'development');

// Made at the first lookup: a function's bundle that never looks a route up then holds no route table.
let routesByKey: Map<string, Route> | undefined;

export const findRoute = (key: string): Route | undefined => (routesByKey ??= new Map(routes.map((route) => [routeKey(route), route]))).get(key);
