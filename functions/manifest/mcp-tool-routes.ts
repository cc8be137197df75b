/**
 * The agent routes the MCP tools call (functions/contexts/edge/mcp/api/mcp.ts), the same handlers,
 * so the same answers, each with its method and path as the route table has them (a unit test
 * holds the two together): the MCP function matches its tools' requests with these alone, so its
 * bundle holds no route table, and the table's `runs` of POST /mcp names their handlers.
 */
export const MCP_TOOL_ROUTES = [
  { method: 'POST', path: '/api/v1/tasks', handler: 'contexts/work/creation/api/create-task' },
  { method: 'GET', path: '/api/v1/tasks/{id}', handler: 'contexts/work/tasks/api/agent/get' },
  { method: 'GET', path: '/api/v1/tasks', handler: 'contexts/work/tasks/api/agent/list' },
  { method: 'POST', path: '/api/v1/tasks/{id}/estimate/approve', handler: 'contexts/work/tasks/api/agent/approve-estimate' },
  { method: 'POST', path: '/api/v1/tasks/{id}/estimate/reject', handler: 'contexts/work/tasks/api/agent/reject-estimate' },
  { method: 'POST', path: '/api/v1/tasks/{id}/verify', handler: 'contexts/work/completion/api/verify' },
  { method: 'POST', path: '/api/v1/tasks/{id}/cancel', handler: 'contexts/work/tasks/api/agent/cancel' },
  { method: 'POST', path: '/api/v1/tasks/{id}/retrieve-credential', handler: 'contexts/work/tasks/api/agent/retrieve-credential' },
  { method: 'GET', path: '/api/v1/tasks/{id}/callbacks', handler: 'contexts/delivery/callbacks/api/task-callbacks' },
  { method: 'GET', path: '/api/v1/agents/balance', handler: 'contexts/money/ledger/api/balance' },
  { method: 'GET', path: '/api/v1/agents/deposit-address', handler: 'contexts/money/deposits/api/deposit-address' },
  { method: 'POST', path: '/api/v1/batches', handler: 'contexts/work/creation/api/create-batch' },
  { method: 'GET', path: '/api/v1/batches/{id}', handler: 'contexts/work/batches/api/get-batch' },
  { method: 'POST', path: '/api/v1/tasks/quote', handler: 'contexts/work/quotes/api/quote' },
  { method: 'POST', path: '/api/v1/tasks/{id}/tip', handler: 'contexts/work/tips/api/tip' },
  { method: 'POST', path: '/api/v1/tasks/{id}/messages', handler: 'contexts/work/messages/api/send-agent-message' },
  { method: 'GET', path: '/api/v1/tasks/{id}/messages', handler: 'contexts/work/messages/api/list-agent-messages' },
] as const;
