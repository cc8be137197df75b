import type { AgentCard, Message, Task } from '@a2a-js/sdk';
import { JsonRpcTransportError, RequestMalformedError, TaskNotCancelableError, TaskNotFoundError } from '@a2a-js/sdk/errors';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { resourceMetadataUrl, resourceUrl } from '../../../../platform/kernel/resources';
import { a2aTaskStatus, textMessage } from '../../../delivery/a2a-push/domain';
import type { TaskStatus } from '../../../work/tasks/domain';

/** The A2A protocol version the endpoint speaks: the official SDK's. */
export const A2A_PROTOCOL_VERSION = '1.0';
export const A2A_PATH = '/a2a';
export const AGENT_CARD_PATH = '/.well-known/agent-card.json';
/** The reply to a message without a task creation body: what a message must hold to create a task. */
export const WHAT_IS_NEEDED =
  'To post a task to Handoff, send a message with a data part holding a task creation body, the JSON that POST /api/v1/tasks takes: ' +
  'title, description, reward_usd, proof_requirements and task_type are required (e.g. {"title":"Is the corner store open?",' +
  '"description":"Walk by 12 Main St and check whether the store is open.","reward_usd":10,"proof_requirements":["photo of the storefront"],' +
  '"task_type":"VERIFICATION"}). The message id is the idempotency key. Nothing was created.';

/** The answer to a message that creates nothing. */
export const whatIsNeeded = (asked: { messageId: string; contextId?: string }): Message =>
  textMessage(WHAT_IS_NEEDED, { messageId: `${asked.messageId}-answer`, contextId: asked.contextId });

/** The Handoff task as the agent's REST view (GET /api/v1/tasks/{id}) holds it: what the A2A task is made of. */
export interface TaskView {
  task_id: string;
  status: TaskStatus;
  updated_at?: string;
  created_at?: string;
  [field: string]: unknown;
}

/**
 * The A2A task of a Handoff task: the same id; its context is the task itself (a Handoff task is
 * one conversation), so contextId is stable with nothing stored; the status says what comes next;
 * the Handoff view, result and proof included, is its one artifact.
 */
export const a2aTask = (view: TaskView): Task => ({
  id: view.task_id,
  contextId: view.task_id,
  status: a2aTaskStatus(view.task_id, view.status, view.updated_at ?? view.created_at),
  artifacts: [
    {
      artifactId: 'handoff-task',
      name: 'Handoff task',
      description: 'The task as GET /api/v1/tasks/{id} answers it',
      parts: [{ content: { $case: 'data', value: view }, metadata: undefined, filename: '', mediaType: 'application/json' }],
      metadata: undefined,
      extensions: [],
    },
  ],
  history: [],
  metadata: { handoff_status: view.status },
});

/** Where the agent card points: this deployment's origin and its OAuth server's endpoints. */
export interface CardEndpoints {
  origin: string;
  authorizationUrl: string;
  tokenUrl: string;
  oauthMetadataUrl: string;
}

const skill = (id: string, name: string, description: string, examples: string[]) => ({
  id,
  name,
  description,
  tags: ['tasks', 'real-world', 'human'],
  examples,
  inputModes: ['application/json', 'text/plain'],
  outputModes: ['application/json'],
  securityRequirements: [],
});

/**
 * The agent card (`/.well-known/agent-card.json`): one JSON-RPC interface at /a2a, the skills
 * (post, check, cancel a task), push notifications, no streaming (a Lambda answers one buffered
 * response), and the two ways in: the API key in `X-API-Key`, or an access token of the service's
 * OAuth server (the one /mcp uses) bound to /a2a, its own protected resource.
 */
export const agentCard = (endpoints: CardEndpoints): AgentCard => ({
  name: 'Handoff',
  description:
    'Delegate real-world tasks (check a place, take photos, make a call, pick something up) to verified human operators, ' +
    'paid in USDC from escrow on completion. Send a task creation body as a data part to post a task; get or cancel it by its id.',
  supportedInterfaces: [{ url: `${endpoints.origin}${A2A_PATH}`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: A2A_PROTOCOL_VERSION }],
  provider: { organization: 'Handoff', url: endpoints.origin },
  version: '1.0.0',
  documentationUrl: `${endpoints.origin}/docs`,
  capabilities: { streaming: false, pushNotifications: true, extensions: [], extendedAgentCard: false },
  securitySchemes: {
    apiKey: {
      scheme: { $case: 'apiKeySecurityScheme', value: { description: 'A Handoff API key (hk_live_...)', location: 'header', name: 'X-API-Key' } },
    },
    oauth: {
      scheme: {
        $case: 'oauth2SecurityScheme',
        value: {
          description:
            'An access token of the Handoff OAuth server (authorization code with PKCE), sent as a bearer token, ' +
            `bound to this endpoint: ask for it with resource=${resourceUrl(endpoints.origin, 'a2a')} (RFC 8707) at authorization and token; ` +
            `its protected resource metadata is at ${resourceMetadataUrl(endpoints.origin, 'a2a')}. A token for another resource (/mcp) is refused here.`,
          oauth2MetadataUrl: endpoints.oauthMetadataUrl,
          flows: {
            flow: {
              $case: 'authorizationCode',
              value: {
                authorizationUrl: endpoints.authorizationUrl,
                tokenUrl: endpoints.tokenUrl,
                refreshUrl: endpoints.tokenUrl,
                scopes: Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, `The API key scope ${scope}`])),
                pkceRequired: true,
              },
            },
          },
        },
      },
    },
  },
  securityRequirements: [{ schemes: { apiKey: { list: [] } } }, { schemes: { oauth: { list: ['tasks:read', 'tasks:write'] } } }],
  defaultInputModes: ['application/json', 'text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [
    skill(
      'post-task',
      'Post a task',
      'Creates a task from a message whose data part is a task creation body (as POST /api/v1/tasks takes it); the answer is the A2A task. ' +
        'The message id is the idempotency key. A text part alone is answered with what is needed.',
      [
        '{"title":"Is the corner store open?","description":"Walk by 12 Main St and check whether the store is open.","reward_usd":10,"proof_requirements":["photo of the storefront"],"task_type":"VERIFICATION"}',
      ],
    ),
    skill('check-task', 'Check a task', 'GetTask with the task id: its state, what comes next, and the Handoff task with its result.', [
      'GetTask {"id":"<task id>"}',
    ]),
    skill('cancel-task', 'Cancel a task', 'CancelTask with the task id: the escrow goes back to the balance, less a kill fee once accepted.', [
      'CancelTask {"id":"<task id>"}',
    ]),
  ],
  signatures: [],
});

/** The JSON-RPC code of a Handoff refusal no A2A error names (402, 403, 409, 422, 429...): in the range JSON-RPC leaves to servers. */
export const HANDOFF_REFUSAL_CODE = -32050;

/**
 * A route's refusal as the A2A error a JSON-RPC client gets, with the route's own message: a
 * refused body (400) is invalid params, a task that is not the caller's (404) not found, a cancel
 * the task's status does not allow (the cancel route's 404 or 409, once the task was found) not cancelable; any other
 * refusal keeps its message under HANDOFF_REFUSAL_CODE.
 */
export const a2aRefusal = (status: number, message: string, operation: 'create' | 'read' | 'cancel'): Error => {
  if (status === 400) return new RequestMalformedError(message);
  if (operation === 'cancel' && (status === 404 || status === 409)) return new TaskNotCancelableError(message);
  if (status === 404) return new TaskNotFoundError(message);
  return new JsonRpcTransportError({ jsonrpc: '2.0', id: null, error: { code: HANDOFF_REFUSAL_CODE, message } });
};
