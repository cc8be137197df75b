import type { Area } from '../operation';

export const a2a: Area = {
  tag: {
    name: 'A2A',
    description:
      'The Agent2Agent protocol (A2A 1.0, JSON-RPC binding), for agents built on A2A frameworks: the agent card at ' +
      '`/.well-known/agent-card.json` and the endpoint `/a2a`. A message whose data part is a task creation body creates a task; ' +
      'GetTask and CancelTask act on it by its id; push notification configs receive its status changes.',
  },
  operations: {
    'POST /a2a': {
      operationId: 'a2a',
      summary: 'A2A over JSON-RPC',
      description:
        'One JSON-RPC 2.0 request of the A2A protocol (version 1.0) per request, answered 200 with its JSON-RPC response. ' +
        '`SendMessage` with a data part holding a task creation body (as `POST /api/v1/tasks` takes it) creates the task exactly as ' +
        'that endpoint does (validation, screening, scopes, tier and key limits, escrow), the message id as its `Idempotency-Key`, ' +
        'and answers the A2A task; a message without a data part is answered with a message saying what is needed, creating ' +
        'nothing. `GetTask` and `CancelTask` take the task id (the A2A task id is the Handoff task id, and its `contextId` too). ' +
        'Handoff statuses map to A2A states: PENDING submitted; ESTIMATE_PENDING and MANUAL_REVIEW input-required (the agent ' +
        'decides); ACCEPTED, IN_PROGRESS, SUBMITTED, VERIFIED, DISPUTED and HELD working; COMPLETED completed; CANCELLED canceled. ' +
        '`CreateTaskPushNotificationConfig`, `GetTaskPushNotificationConfig`, `ListTaskPushNotificationConfigs` and ' +
        '`DeleteTaskPushNotificationConfig` keep up to 5 configs per task; the URL follows the callback_url rules (https, a public ' +
        'address), and each status change is POSTed to it as an A2A `statusUpdate` (`application/a2a+json`) with the config\u2019s ' +
        'token in `X-A2A-Notification-Token`, retried as callbacks are. A refusal is a JSON-RPC error with the REST endpoint\u2019s ' +
        'message: -32602 for a body the endpoint refuses (400), -32001 task not found, -32002 not cancelable, -32050 any other ' +
        'refusal (402, 409, 422, 429...). No streaming (`SendStreamingMessage`, `SubscribeToTask`) and no `ListTasks`: -32004. ' +
        'The API key may also be sent as `Authorization: Bearer hk_live_...` (an OAuth access token of this service).',
      bearerApiKey: true,
      responses: { 200: 'The JSON-RPC response: a result, or an error with the refusal\u2019s message' },
      errors: {
        400: 'Not a JSON-RPC request (the message says why), or a body over the depth limit',
        403:
          '`Origin not allowed: <origin>` (an `Origin` that is not the service\u2019s own, as at /mcp); or `API key lacks scope: <scope>` ' +
          'with `WWW-Authenticate: Bearer error="insufficient_scope", scope="<scope>"` when the method runs a route needing a scope the key lacks',
      },
    },
    'GET /.well-known/agent-card.json': {
      operationId: 'getAgentCard',
      summary: 'The A2A agent card',
      description:
        'The agent card of the A2A protocol 1.0: the JSON-RPC interface at `/a2a`, the skills (post a task, check it, cancel it, with ' +
        'examples), `pushNotifications: true`, no streaming, and the security schemes: an API key in `X-API-Key`, or OAuth 2 ' +
        '(authorization code with PKCE) at this service\u2019s authorization server.',
      responses: { 200: 'The agent card' },
    },
  },
};
