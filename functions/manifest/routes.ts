/**
 * The route table: the one list of endpoints. The CDK HTTP API (lib/api.ts) and the local
 * HTTP server (local/http-server.ts) are both built from it, and each function's bundle is
 * built with its route's auth kind from it (lib/handler-function.ts), so the three cannot drift.
 */
import type { RouteScope } from '../platform/kernel/api-key-scopes';
import { PROTECTED_RESOURCE_METADATA_PATH, PROTECTED_RESOURCE_NAMES, PROTECTED_RESOURCES } from '../platform/kernel/resources';
import { MCP_TOOL_ROUTES } from './mcp-tool-routes';
import type { TableAccess } from './table-access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: public; agent: `X-API-Key` (on /mcp also `Authorization: Bearer hk_live_...`); operator: `Authorization: Bearer <JWT>`; admin: `X-Admin-Key` or `Authorization: Bearer <staff JWT>`. */
export type AuthKind = 'none' | 'agent' | 'operator' | 'admin';

interface RouteFields {
  method: HttpMethod;
  /** API Gateway route syntax: `{name}` is a path parameter. */
  path: string;
  /** Module under functions/ that exports `handler`. */
  handler: string;
  auth: AuthKind;
  /** What its function may do with the table (IAM in AWS, enforced locally too): functions/manifest/table-access.ts. No route scans. */
  table: Exclude<TableAccess, 'audit'>;
  /** Exists only with APP_ENV=development (never deployed). */
  devOnly?: true;
  /** Its function's timeout when it needs more than DEFAULT_TIMEOUT_SECONDS (API Gateway waits 30 s at most). */
  timeoutSeconds?: number;
  /** Its function's memory when it needs more than the default 256 MB (it also buys CPU in proportion). */
  memoryMb?: number;
  /**
   * Handlers of other routes it runs (the MCP endpoint's tools, the A2A endpoint's methods), each in
   * its own function, invoked with an interface call (platform/http/route-functions.ts): its function
   * may invoke theirs (lib/api.ts), which are named so that it can find them (manifest/function-names.ts).
   */
  runs?: readonly string[];
}

/**
 * An agent route names the scope an API key needs to call it (functions/platform/kernel/api-key-scopes.ts);
 * required, so no agent route can be added without one. Its handler checks it as the key is
 * authenticated (platform/http/agent-handler.ts: built into the handler, as the auth kind is, and held
 * to this one by test/unit/functions/manifest/route-auth.test.ts and the OpenAPI generator). Reading tasks `tasks:read`; changing them (create, estimates, cancel,
 * verify, rate, retrieve a credential: a secret) `tasks:write`; balance, wallet and deposits read
 * `funds:read`; wallet binding (and its challenge) and deposit reports `funds:write`; keys, the audit
 * log and the account's verification mail `keys:write`; the callback secret `webhooks:write`.
 */
export type Route = RouteFields & ({ auth: 'agent'; scope: RouteScope } | { auth: Exclude<AuthKind, 'agent'>; scope?: undefined });

/** The agent routes the A2A endpoint runs (functions/contexts/edge/a2a/api/a2a.ts). */
export const A2A_TASK_HANDLERS = [
  'contexts/work/creation/api/create-task',
  'contexts/work/tasks/api/agent/get',
  'contexts/work/tasks/api/agent/cancel',
] as const;

/** What a request may take unless its route says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/v1/health', handler: 'platform/http/health', auth: 'none', table: 'none' },

  { method: 'POST', path: '/api/v1/agents/register', handler: 'contexts/accounts/agents/api/register-agent', auth: 'none', table: 'write' },
  { method: 'GET', path: '/api/v1/agents/me', handler: 'contexts/accounts/agents/api/agent-me', auth: 'agent', scope: 'any-key', table: 'read' },
  {
    method: 'GET',
    path: '/api/v1/agents/balance',
    handler: 'contexts/money/ledger/api/balance',
    auth: 'agent',
    scope: 'funds:read',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/v1/agents/keys',
    handler: 'contexts/accounts/agents/api/create-key',
    auth: 'agent',
    scope: 'keys:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/agents/keys',
    handler: 'contexts/accounts/agents/api/list-keys',
    auth: 'agent',
    scope: 'keys:write',
    table: 'read',
  },
  {
    method: 'DELETE',
    path: '/api/v1/agents/keys/{id}',
    handler: 'contexts/accounts/agents/api/revoke-key',
    auth: 'agent',
    scope: 'keys:write',
    table: 'write',
  },
  { method: 'POST', path: '/api/v1/agents/verify-email', handler: 'contexts/accounts/agents/api/verify-email', auth: 'none', table: 'write' },
  {
    method: 'POST',
    path: '/api/v1/agents/resend-verification',
    handler: 'contexts/accounts/agents/api/resend-verification',
    auth: 'agent',
    scope: 'keys:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/agents/callback-secret',
    handler: 'contexts/delivery/callbacks/api/reveal-callback-secret',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/agents/wallet/challenge',
    handler: 'contexts/accounts/agents/api/wallet-challenge',
    auth: 'agent',
    scope: 'funds:write',
    table: 'write',
  },
  {
    method: 'PUT',
    path: '/api/v1/agents/wallet',
    handler: 'contexts/accounts/agents/api/bind-wallet',
    auth: 'agent',
    scope: 'funds:write',
    table: 'write',
  },
  { method: 'GET', path: '/api/v1/agents/wallet', handler: 'contexts/accounts/agents/api/wallet', auth: 'agent', scope: 'funds:read', table: 'read' },
  {
    method: 'GET',
    path: '/api/v1/agents/deposit-address',
    handler: 'contexts/money/deposits/api/deposit-address',
    auth: 'agent',
    scope: 'funds:read',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/v1/agents/deposit/usdc',
    handler: 'contexts/money/deposits/api/report-deposit',
    auth: 'agent',
    scope: 'funds:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/agents/deposits/{id}',
    handler: 'contexts/money/deposits/api/deposit-status',
    auth: 'agent',
    scope: 'funds:read',
    table: 'read',
  },

  {
    method: 'POST',
    path: '/api/v1/tasks',
    handler: 'contexts/work/creation/api/create-task',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
    // An x402 payment on a chain is settled and its receipt waited for in the request.
    timeoutSeconds: 29,
  },
  { method: 'GET', path: '/api/v1/tasks', handler: 'contexts/work/tasks/api/agent/list', auth: 'agent', scope: 'tasks:read', table: 'read' },
  { method: 'GET', path: '/api/v1/tasks/{id}', handler: 'contexts/work/tasks/api/agent/get', auth: 'agent', scope: 'tasks:read', table: 'read' },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/estimate/approve',
    handler: 'contexts/work/tasks/api/agent/approve-estimate',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/estimate/reject',
    handler: 'contexts/work/tasks/api/agent/reject-estimate',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/cancel',
    handler: 'contexts/work/tasks/api/agent/cancel',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/verify',
    handler: 'contexts/work/completion/api/verify',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/retrieve-credential',
    handler: 'contexts/work/tasks/api/agent/retrieve-credential',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/tasks/{id}/callbacks',
    handler: 'contexts/delivery/callbacks/api/task-callbacks',
    auth: 'agent',
    scope: 'tasks:read',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/rating',
    handler: 'contexts/work/ratings/api/rate',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },

  // What the agent's keys changed (contexts/accounts/audit).
  {
    method: 'GET',
    path: '/api/v1/agents/audit',
    handler: 'contexts/accounts/agents/api/agent-audit',
    auth: 'agent',
    scope: 'keys:write',
    table: 'read',
  },

  // Quotes and tips (contexts/work/quotes, contexts/work/tips). A quote writes nothing: read access is all it has.
  { method: 'POST', path: '/api/v1/tasks/quote', handler: 'contexts/work/quotes/api/quote', auth: 'agent', scope: 'tasks:write', table: 'read' },
  { method: 'POST', path: '/api/v1/tasks/{id}/tip', handler: 'contexts/work/tips/api/tip', auth: 'agent', scope: 'tasks:write', table: 'write' },

  { method: 'POST', path: '/api/v1/operator/register', handler: 'contexts/accounts/operators/api/register-operator', auth: 'none', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/me', handler: 'contexts/accounts/operators/api/operator-me', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/tasks', handler: 'contexts/work/tasks/api/operator/list-tasks', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/tasks/{id}', handler: 'contexts/work/tasks/api/operator/get-task', auth: 'operator', table: 'read' },
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/accept',
    handler: 'contexts/work/tasks/api/operator/accept',
    auth: 'operator',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/withdraw-claim',
    handler: 'contexts/work/tasks/api/operator/withdraw-claim',
    auth: 'operator',
    table: 'write',
  },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/start', handler: 'contexts/work/tasks/api/operator/start', auth: 'operator', table: 'write' },
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/photos',
    handler: 'contexts/work/tasks/api/operator/request-photo',
    auth: 'operator',
    table: 'write',
  },
  // Up to 20 photos are read, hashed, copied and re-encoded without metadata (contexts/work/photos/use-cases/fix-evidence.ts),
  // EVIDENCE_FIXED_AT_ONCE at a time: bench/evidence-memory.ts measured a 872 MB peak for two 40-megapixel
  // photos at once (12-megapixel phone photos: about 400 MB), so 1,536 MB, which also gives the
  // re-encoding close to a whole vCPU.
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/submit',
    handler: 'contexts/work/tasks/api/operator/submit',
    auth: 'operator',
    table: 'write',
    timeoutSeconds: 29,
    memoryMb: 1536,
  },
  { method: 'POST', path: '/api/v1/operator/tasks/{id}/appeal', handler: 'contexts/work/disputes/api/appeal', auth: 'operator', table: 'write' },
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/report',
    handler: 'contexts/work/safety-holds/api/report-task',
    auth: 'operator',
    table: 'write',
  },
  { method: 'GET', path: '/api/v1/operator/work', handler: 'contexts/work/tasks/api/operator/work', auth: 'operator', table: 'read' },
  {
    method: 'POST',
    path: '/api/v1/operator/kyc/documents',
    handler: 'contexts/accounts/operators/api/kyc-document',
    auth: 'operator',
    table: 'write',
  },
  { method: 'POST', path: '/api/v1/operator/kyc/submit', handler: 'contexts/accounts/operators/api/kyc-submit', auth: 'operator', table: 'write' },
  { method: 'GET', path: '/api/v1/operator/ratings', handler: 'contexts/work/ratings/api/operator-ratings', auth: 'operator', table: 'read' },
  { method: 'GET', path: '/api/v1/operator/earnings', handler: 'contexts/edge/operator-app/api/earnings', auth: 'operator', table: 'read' },
  {
    method: 'GET',
    path: '/api/v1/operator/earnings/statement',
    handler: 'contexts/edge/operator-app/api/statement',
    auth: 'operator',
    table: 'read',
  },
  { method: 'POST', path: '/api/v1/operator/payout', handler: 'contexts/money/payouts/api/payout', auth: 'operator', table: 'write' },
  {
    method: 'GET',
    path: '/api/v1/operator/payout/status/{id}',
    handler: 'contexts/money/payouts/api/payout-status',
    auth: 'operator',
    table: 'read',
  },
  // Web Push (contexts/delivery/push): the VAPID key, and the operator's devices.
  { method: 'GET', path: '/api/v1/operator/push/key', handler: 'contexts/delivery/push/api/push-key', auth: 'operator', table: 'none' },
  { method: 'POST', path: '/api/v1/operator/push/subscriptions', handler: 'contexts/delivery/push/api/subscribe', auth: 'operator', table: 'write' },
  {
    method: 'DELETE',
    path: '/api/v1/operator/push/subscriptions/{id}',
    handler: 'contexts/delivery/push/api/unsubscribe',
    auth: 'operator',
    table: 'write',
  },

  { method: 'POST', path: '/api/v1/admin/operators/{id}/kyc', handler: 'contexts/edge/back-office/api/record-kyc', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/operators/{id}', handler: 'contexts/work/ratings/api/staff-operator-record', auth: 'admin', table: 'read' },
  { method: 'GET', path: '/api/v1/admin/agents/{id}', handler: 'contexts/edge/back-office/api/agent-record', auth: 'admin', table: 'read' },
  // Cancelling an agent's open work takes a transaction per task: more time than a request usually needs.
  {
    method: 'POST',
    path: '/api/v1/admin/agents/{id}/suspend',
    handler: 'contexts/work/suspensions/api/suspend-agent',
    auth: 'admin',
    table: 'write',
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/api/v1/admin/agents/{id}/unsuspend',
    handler: 'contexts/work/suspensions/api/unsuspend-agent',
    auth: 'admin',
    table: 'write',
  },
  { method: 'GET', path: '/api/v1/admin/tasks/{id}', handler: 'contexts/work/tasks/api/admin/staff-task', auth: 'admin', table: 'read' },
  { method: 'POST', path: '/api/v1/admin/tasks/{id}/resolve', handler: 'contexts/work/disputes/api/resolve-dispute', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/disputes', handler: 'contexts/work/disputes/api/list-disputes', auth: 'admin', table: 'read' },
  // A read that writes its audit entries (who was shown whose identity documents), so it writes.
  { method: 'GET', path: '/api/v1/admin/kyc', handler: 'contexts/accounts/staff/api/kyc-queue', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/safety/held', handler: 'contexts/work/safety-holds/api/held-queue', auth: 'admin', table: 'read' },
  { method: 'POST', path: '/api/v1/admin/tasks/{id}/release', handler: 'contexts/work/safety-holds/api/release', auth: 'admin', table: 'write' },
  { method: 'POST', path: '/api/v1/admin/tasks/{id}/refuse', handler: 'contexts/work/safety-holds/api/refuse', auth: 'admin', table: 'write' },
  { method: 'POST', path: '/api/v1/admin/admins', handler: 'contexts/accounts/staff/api/create-admin', auth: 'admin', table: 'write' },
  { method: 'GET', path: '/api/v1/admin/audit', handler: 'contexts/accounts/staff/api/audit', auth: 'admin', table: 'read' },

  // Batches: N seats of one task. Creating 50 seats or cancelling them one transaction each takes longer than a single task.
  {
    method: 'POST',
    path: '/api/v1/batches',
    handler: 'contexts/work/creation/api/create-batch',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
    timeoutSeconds: 29,
  },
  { method: 'GET', path: '/api/v1/batches/{id}', handler: 'contexts/work/batches/api/get-batch', auth: 'agent', scope: 'tasks:read', table: 'read' },
  {
    method: 'POST',
    path: '/api/v1/batches/{id}/cancel',
    handler: 'contexts/work/batches/api/cancel-batch',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
    timeoutSeconds: 29,
  },

  // Templates: task shapes to create tasks from, the agent's own and the built-in ones.
  {
    method: 'POST',
    path: '/api/v1/templates',
    handler: 'contexts/work/templates/api/create-template',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/templates',
    handler: 'contexts/work/templates/api/list-templates',
    auth: 'agent',
    scope: 'tasks:read',
    table: 'read',
  },
  {
    method: 'GET',
    path: '/api/v1/templates/{id}',
    handler: 'contexts/work/templates/api/get-template',
    auth: 'agent',
    scope: 'tasks:read',
    table: 'read',
  },
  {
    method: 'DELETE',
    path: '/api/v1/templates/{id}',
    handler: 'contexts/work/templates/api/delete-template',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },

  // Webhook endpoints (contexts/delivery/webhooks): the agent's event subscriptions, their deliveries and replays.
  {
    method: 'POST',
    path: '/api/v1/webhooks',
    handler: 'contexts/delivery/webhooks/api/create-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks',
    handler: 'contexts/delivery/webhooks/api/list-webhooks',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'read',
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/{id}',
    handler: 'contexts/delivery/webhooks/api/get-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'read',
  },
  {
    method: 'PATCH',
    path: '/api/v1/webhooks/{id}',
    handler: 'contexts/delivery/webhooks/api/update-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'DELETE',
    path: '/api/v1/webhooks/{id}',
    handler: 'contexts/delivery/webhooks/api/delete-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{id}/rotate',
    handler: 'contexts/delivery/webhooks/api/rotate-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{id}/test',
    handler: 'contexts/delivery/webhooks/api/test-webhook',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/{id}/deliveries',
    handler: 'contexts/delivery/webhooks/api/list-deliveries',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{id}/deliveries/{delivery_id}/replay',
    handler: 'contexts/delivery/webhooks/api/replay-delivery',
    auth: 'agent',
    scope: 'webhooks:write',
    table: 'write',
  },

  // Messages between a task's agent and its operator (contexts/work/messages).
  {
    method: 'POST',
    path: '/api/v1/tasks/{id}/messages',
    handler: 'contexts/work/messages/api/send-agent-message',
    auth: 'agent',
    scope: 'tasks:write',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/tasks/{id}/messages',
    handler: 'contexts/work/messages/api/list-agent-messages',
    auth: 'agent',
    scope: 'tasks:read',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/v1/operator/tasks/{id}/messages',
    handler: 'contexts/work/messages/api/send-operator-message',
    auth: 'operator',
    table: 'write',
  },
  {
    method: 'GET',
    path: '/api/v1/operator/tasks/{id}/messages',
    handler: 'contexts/work/messages/api/list-operator-messages',
    auth: 'operator',
    table: 'read',
  },

  // The hosted MCP server; wait_for_task holds a request up to 25 s. It writes its wait slots (its tools write in their routes' functions).
  {
    method: 'POST',
    path: '/mcp',
    handler: 'contexts/edge/mcp/api/mcp',
    auth: 'agent',
    scope: 'any-key',
    table: 'write',
    timeoutSeconds: 29,
    // The routes its tools call (./mcp-tool-routes.ts).
    runs: MCP_TOOL_ROUTES.map(({ handler }) => handler),
  },
  // No SSE stream: GET answers 405 (a handler of its own, so it loads no MCP SDK).
  { method: 'GET', path: '/mcp', handler: 'contexts/edge/mcp/api/mcp-stream', auth: 'agent', scope: 'any-key', table: 'read' },

  // The A2A endpoint (contexts/edge/a2a): it runs task creation, reading and cancelling (their functions), and keeps push notification configs.
  {
    method: 'POST',
    path: '/a2a',
    handler: 'contexts/edge/a2a/api/a2a',
    auth: 'agent',
    scope: 'any-key',
    table: 'write',
    runs: A2A_TASK_HANDLERS,
  },
  { method: 'GET', path: '/.well-known/agent-card.json', handler: 'contexts/edge/a2a/api/agent-card', auth: 'none', table: 'none' },

  // OAuth 2.1 for the hosted MCP server and the A2A endpoint (contexts/accounts/oauth): metadata, client registration, the authorization page's calls, tokens.
  {
    method: 'GET',
    path: PROTECTED_RESOURCE_METADATA_PATH,
    handler: 'contexts/accounts/oauth/api/protected-resource',
    auth: 'none',
    table: 'none',
  },
  // RFC 9728 §3.1: each protected resource's document where a client inserts the well-known path before its path (/mcp, /a2a).
  ...PROTECTED_RESOURCE_NAMES.map(
    (name): Route => ({
      method: 'GET',
      path: `${PROTECTED_RESOURCE_METADATA_PATH}${PROTECTED_RESOURCES[name].path}`,
      handler: 'contexts/accounts/oauth/api/protected-resource',
      auth: 'none',
      table: 'none',
    }),
  ),
  {
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    handler: 'contexts/accounts/oauth/api/authorization-server',
    auth: 'none',
    table: 'none',
  },
  { method: 'POST', path: '/api/v1/oauth/register', handler: 'contexts/accounts/oauth/api/register-client', auth: 'none', table: 'write' },
  { method: 'GET', path: '/api/v1/oauth/authorization', handler: 'contexts/accounts/oauth/api/check-authorization', auth: 'none', table: 'read' },
  { method: 'POST', path: '/api/v1/oauth/authorization', handler: 'contexts/accounts/oauth/api/approve-authorization', auth: 'none', table: 'write' },
  {
    method: 'POST',
    path: '/api/v1/oauth/authorization/denial',
    handler: 'contexts/accounts/oauth/api/deny-authorization',
    auth: 'none',
    table: 'read',
  },
  { method: 'POST', path: '/api/v1/oauth/token', handler: 'contexts/accounts/oauth/api/token', auth: 'none', table: 'write' },

  { method: 'POST', path: '/dev/operator-token', handler: 'contexts/edge/dev/api/operator-token', auth: 'none', table: 'write', devOnly: true },
  { method: 'POST', path: '/dev/admin-token', handler: 'contexts/edge/dev/api/admin-token', auth: 'none', table: 'write', devOnly: true },
  { method: 'GET', path: '/dev/emails', handler: 'contexts/edge/dev/api/emails', auth: 'none', table: 'read', devOnly: true },
];

/** Answers every request that matches no route (API Gateway's `$default` route). */
export const NOT_FOUND_HANDLER = 'platform/http/not-found';

export const routeKey = (route: Pick<Route, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const routesFor = (appEnv: 'development' | 'production'): readonly Route[] =>
  routes.filter((route) => !route.devOnly || appEnv === 'development');
