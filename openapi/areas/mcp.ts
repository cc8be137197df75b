import type { Area } from '../operation';

const ORIGIN_REFUSED =
  '`Origin not allowed: <origin>`: the request carries an `Origin` header that is neither the service\u2019s own origin nor one of ' +
  '`MCP_ALLOWED_ORIGINS` (DNS rebinding protection, checked before the key); a request without `Origin` is taken';

export const mcp: Area = {
  tag: {
    name: 'MCP',
    description:
      'The Model Context Protocol server for AI agents: the agent API as tools (create_task, get_task, list_tasks, wait_for_task, ' +
      'approve_estimate, reject_estimate, verify_task, cancel_task, get_balance, get_deposit_address, get_callback_deliveries, ' +
      'retrieve_credential). The same server runs over stdio as `npx handoff-mcp` (the agent SDK).',
  },
  operations: {
    'POST /mcp': {
      operationId: 'mcp',
      summary: 'MCP over Streamable HTTP (stateless)',
      description:
        'One JSON-RPC message of the Model Context Protocol per request (Streamable HTTP transport, stateless: no ' +
        '`Mcp-Session-Id`, every request stands alone); point an MCP client at this URL with the API key. The client must ' +
        'accept both `application/json` and `text/event-stream`; answers are `application/json`. A request is answered 200 ' +
        'with its JSON-RPC response, a notification 202 without a body; a JSON-RPC batch (an array) is refused with 400. Each ' +
        'tool runs in the service the handler of its API endpoint with the same key, so it validates, refuses and answers ' +
        'exactly as that endpoint; a refusal comes back as a tool result with `isError: true` and the API\u2019s message and ' +
        'status. `wait_for_task` returns within 25 seconds with the current state when nothing it waits for happened; one ' +
        'API key runs at most 4 of them at once (a fifth is a tool error). The API key may also be sent as `Authorization: Bearer hk_live_...`. The server ' +
        'offers no SSE stream (GET answers 405) and no sessions to delete.',
      bearerApiKey: true,
      responses: { 200: 'The JSON-RPC response (a tool error is a result with `isError: true`)', 202: 'A notification, accepted; no body' },
      errors: {
        400: 'Not a valid JSON-RPC message of the protocol (the message says why), a JSON-RPC batch (`JSON-RPC batches are not accepted: send one message per request`), or a body over the depth limit',
        403:
          `${ORIGIN_REFUSED}; or \`API key lacks scope: <scope>\`: a tool called runs a route needing a scope the key or token ` +
          'lacks, answered as the step-up challenge `WWW-Authenticate: Bearer error="insufficient_scope", scope="<scope>", ' +
          'resource_metadata="..."` (an OAuth client asks for a token holding it) rather than as a tool error',
        406: 'The `Accept` header does not list both `application/json` and `text/event-stream`',
        415: 'The body is not `application/json`',
      },
    },
    'GET /mcp': {
      operationId: 'mcpStream',
      summary: 'No SSE stream: 405',
      description:
        'Where a Streamable HTTP server may offer a stream of messages it starts itself. This one offers none: every ' +
        'message is a POST answered in JSON. Answers 405 with `Allow: POST`, as the MCP transport specifies, once the ' +
        'API key is checked.',
      bearerApiKey: true,
      responses: {},
      errors: { 403: ORIGIN_REFUSED, 405: '`Method not allowed: this MCP server offers no SSE stream; send each message by POST` (`Allow: POST`)' },
    },
  },
};
