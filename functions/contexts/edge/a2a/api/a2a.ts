/**
 * `POST /a2a`: the A2A endpoint (the Agent2Agent protocol's JSON-RPC binding, through the official
 * SDK's JsonRpcTransportHandler). Its request handler is Handoff's own, not the SDK's
 * DefaultRequestHandler: that one runs an executor in memory and keeps tasks in a task store,
 * while a Lambda keeps nothing between requests and the Handoff task already is the state. So:
 * - SendMessage with a data part (a task creation body) runs POST /api/v1/tasks (its function,
 *   invoked with an interface call: platform/http/route-functions.ts), the message id as its Idempotency-Key: the same validation (unknown fields
 *   refused), screening, scopes, tier and key limits, escrow and audit as REST; a message without
 *   one is answered with what is needed, creating nothing;
 * - GetTask and CancelTask run GET /api/v1/tasks/{id} and POST /api/v1/tasks/{id}/cancel;
 * - the push notification config methods keep configs on the task (the caller's, checked by reading
 *   it); the callback sender pushes each status change to them (contexts/delivery/a2a-push/use-cases/deliver-a2a-push.ts).
 * Authenticated as /mcp is (an API key in `X-API-Key` or as a bearer token), but as its own
 * protected resource: an OAuth access token is taken when bound to /a2a (RFC 8707), never one bound
 * to /mcp. Counted on the key's one counter of the agent interfaces.
 */

import type { CancelTaskRequest, GetTaskRequest, Message, SendMessageRequest, Task, TaskPushNotificationConfig } from '@a2a-js/sdk';
import { RequestMalformedError, TaskNotFoundError, UnsupportedOperationError } from '@a2a-js/sdk/errors';
import { type A2ARequestHandler, JsonRpcTransportHandler, ServerCallContext } from '@a2a-js/sdk/server';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import type { A2A_TASK_HANDLERS } from '../../../../manifest/routes';
import { agentApiKey } from '../../../../platform/http/agent-handler';
import { insufficientScope, interfaceCall, jsonRpcError, jsonRpcId, lackedScope } from '../../../../platform/http/interface-requests';
import { statusOf } from '../../../../platform/http/responses';
import { runRoute } from '../../../../platform/http/route-functions';
import { DomainError } from '../../../../platform/kernel/errors';
import { withMeta } from '../../../../platform/wire/meta';
import { a2aHandler } from '../../../accounts/agents/wiring/agent-handler';
import { deletePushConfig, findPushConfig, listPushConfigs, type PushConfigView, registerPushConfig } from '../../../delivery/a2a-push/use-cases';
import { a2aPushPorts } from '../../../delivery/a2a-push/wiring/push';
import { a2aRefusal, a2aTask, type TaskView, whatIsNeeded } from '../domain/a2a';

const request = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    jsonrpc: /* @__PURE__ */ z.literal('2.0'),
    id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(jsonRpcId)),
    method: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      examples: ['SendMessage', 'GetTask', 'CancelTask', 'CreateTaskPushNotificationConfig'],
    }),
    params: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  }),
  { id: 'A2ARequest', description: 'A JSON-RPC 2.0 request of the A2A protocol (version 1.0)' },
);

const response = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    jsonrpc: /* @__PURE__ */ z.literal('2.0'),
    id: /* @__PURE__ */ z.nullable(jsonRpcId),
    result: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()), {
      description: 'The method’s result: a Task, a Message, a push notification config...',
    }),
    error: /* @__PURE__ */ z.optional(jsonRpcError),
  }),
  { id: 'A2AResponse', description: 'A JSON-RPC 2.0 response of the A2A protocol; a refusal keeps the REST route’s message' },
);

type Event = APIGatewayProxyEventV2;
/** A route this endpoint runs (its function): its handler, and the API Gateway route key and path it would have. */
interface InnerCall {
  handler: (typeof A2A_TASK_HANDLERS)[number];
  method: 'GET' | 'POST';
  route: string;
  path: string;
  params?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
}

/** The data part of a message: the task creation body, or undefined when it has none. */
const creationBodyOf = (message: Message | undefined): Record<string, unknown> | undefined => {
  for (const part of message?.parts ?? []) {
    if (part.content?.$case === 'data' && typeof part.content.value === 'object' && part.content.value !== null) return part.content.value;
  }
  return undefined;
};

/** A config as answered: its token and credentials never (they are stored sealed), the scheme it authenticates with. */
const asA2aConfig = (config: PushConfigView): TaskPushNotificationConfig => ({
  tenant: '',
  id: config.configId,
  taskId: config.taskId,
  url: config.url,
  token: '',
  authentication: config.authScheme ? { scheme: config.authScheme, credentials: '' } : undefined,
});

const noStreaming = () => new UnsupportedOperationError('Streaming is not offered: use SendMessage, GetTask and push notifications');

/** One A2A request's handler: the caller's event, whose key every route it runs acts with. */
class HandoffA2aHandler implements A2ARequestHandler {
  /** Set when a route refused the key for a scope: the whole request is answered 403 with a step-up challenge. */
  refusedScope: string | undefined;

  constructor(
    private readonly outer: Event,
    private readonly context: Context,
    private readonly now: Date,
  ) {}

  /**
   * Runs a route's function on the API Gateway event it would have had: the caller's key, host and
   * the edge's proof, marked as reached through /a2a so that an OAuth token bound to /a2a is
   * accepted. Answers its JSON body, or throws the A2A error of its refusal.
   */
  private async call(inner: InnerCall, operation: 'create' | 'read' | 'cancel'): Promise<unknown> {
    const headers: Record<string, string> = {};
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
      const value = this.outer.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    // The key the request was authenticated with, however it was sent, as the routes take it.
    const apiKey = agentApiKey(this.outer.headers, { bearer: true });
    if (apiKey) headers['x-api-key'] = apiKey;
    if (inner.body !== undefined) headers['content-type'] = 'application/json';
    const call = interfaceCall(this.outer, { ...inner, headers: { ...headers, ...inner.headers } }, 'a2a');
    const result = await runRoute(inner.handler, call, this.context);
    const status = result.statusCode ?? 200;
    const body = result.body ? JSON.parse(result.body) : undefined;
    if (status < 300) return body;
    const message = typeof body?.error === 'string' ? body.error : `HTTP ${status}`;
    if (status === 403) this.refusedScope ??= lackedScope(message);
    throw a2aRefusal(status, message, operation);
  }

  private async view(taskId: string): Promise<TaskView> {
    if (!taskId) throw new RequestMalformedError('id is required');
    return (await this.call(
      {
        handler: 'contexts/work/tasks/api/agent/get',
        method: 'GET',
        route: '/api/v1/tasks/{id}',
        path: `/api/v1/tasks/${encodeURIComponent(taskId)}`,
        params: { id: taskId },
      },
      'read',
    )) as TaskView;
  }

  async getAgentCard(): Promise<never> {
    throw new UnsupportedOperationError('The agent card is at /.well-known/agent-card.json');
  }

  async getAuthenticatedExtendedAgentCard(): Promise<never> {
    throw new UnsupportedOperationError('Handoff has no extended agent card');
  }

  async sendMessage(params: SendMessageRequest): Promise<Message | Task> {
    const { message } = params;
    if (!message?.messageId) throw new RequestMalformedError('message.messageId is required');
    if (message.taskId) throw new UnsupportedOperationError('A Handoff task takes no further messages: use the REST API or MCP tools to act on it');
    const body = creationBodyOf(message);
    if (!body) return whatIsNeeded({ messageId: message.messageId, contextId: message.contextId || undefined });
    const created = (await this.call(
      {
        handler: 'contexts/work/creation/api/create-task',
        method: 'POST',
        route: '/api/v1/tasks',
        path: '/api/v1/tasks',
        body: JSON.stringify(body),
        headers: { 'idempotency-key': message.messageId },
      },
      'create',
    )) as { task_id: string };
    const config = params.configuration?.taskPushNotificationConfig;
    if (config?.url) await this.createTaskPushNotificationConfig({ ...config, taskId: created.task_id });
    return a2aTask(await this.view(created.task_id));
  }

  // Thrown as the stream is asked for, so the transport answers one JSON-RPC error, never a stream.
  sendMessageStream(): AsyncGenerator<never, void, undefined> {
    throw noStreaming();
  }

  async getTask(params: GetTaskRequest): Promise<Task> {
    return a2aTask(await this.view(params.id));
  }

  async cancelTask(params: CancelTaskRequest): Promise<Task> {
    await this.view(params.id);
    await this.call(
      {
        handler: 'contexts/work/tasks/api/agent/cancel',
        method: 'POST',
        route: '/api/v1/tasks/{id}/cancel',
        path: `/api/v1/tasks/${encodeURIComponent(params.id)}/cancel`,
        params: { id: params.id },
      },
      'cancel',
    );
    return a2aTask(await this.view(params.id));
  }

  async createTaskPushNotificationConfig(params: TaskPushNotificationConfig): Promise<TaskPushNotificationConfig> {
    if (!params.url) throw new RequestMalformedError('url is required');
    await this.view(params.taskId);
    try {
      const config = await registerPushConfig(
        a2aPushPorts,
        {
          taskId: params.taskId,
          configId: params.id || undefined,
          url: params.url,
          token: params.token || undefined,
          authentication: params.authentication,
        },
        this.now,
      );
      return asA2aConfig(config);
    } catch (error) {
      // An unsupported authentication scheme, the callback URL rules' refusal (400: https, a public address), a sixth config (422): as a route's refusal would be.
      if (error instanceof DomainError) throw a2aRefusal(statusOf(error) ?? 500, error.message, 'create');
      throw error;
    }
  }

  async getTaskPushNotificationConfig(params: { taskId: string; id: string }): Promise<TaskPushNotificationConfig> {
    await this.view(params.taskId);
    const config = await findPushConfig(a2aPushPorts, params.taskId, params.id);
    if (!config) throw new TaskNotFoundError('Push notification config not found');
    return asA2aConfig(config);
  }

  async listTaskPushNotificationConfigs(params: { taskId: string }) {
    await this.view(params.taskId);
    return { configs: (await listPushConfigs(a2aPushPorts, params.taskId)).map(asA2aConfig), nextPageToken: '' };
  }

  async deleteTaskPushNotificationConfig(params: { taskId: string; id: string }): Promise<void> {
    await this.view(params.taskId);
    await deletePushConfig(a2aPushPorts, params.taskId, params.id);
  }

  resubscribe(): AsyncGenerator<never, void, undefined> {
    throw noStreaming();
  }

  async listTasks(): Promise<never> {
    throw new UnsupportedOperationError('ListTasks is not offered: use GET /api/v1/tasks');
  }
}

const answerWith = (answer: unknown) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(answer),
});

/**
 * JSON-RPC 2.0 §5.1: the body read once; one that is not JSON, or not a request object (`null`, an
 * array, an id that is neither a string nor a number), is answered here with a null id (the SDK
 * would echo such an id or fail on it).
 */
const requestOf = (body: string): { request: Record<string, unknown> } | { refusal: unknown } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { refusal: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } } };
  }
  if (request.safeParse(parsed).success) return { request: parsed as Record<string, unknown> };
  return {
    refusal: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: the body is not a JSON-RPC 2.0 request object' } },
  };
};

export const handler = a2aHandler({ body: request, responses: !import.meta.bundled && { 200: response } })(async (event, { body, now, context }) => {
  const read = requestOf(body);
  if ('refusal' in read) return answerWith(read.refusal);
  const handoff = new HandoffA2aHandler(event, context, now);
  const answer = await new JsonRpcTransportHandler(handoff).handle(read.request, new ServerCallContext());
  if (handoff.refusedScope) return insufficientScope(event, handoff.refusedScope, 'a2a');
  // The streaming methods throw before any stream exists (above), so every answer is one response.
  if (Symbol.asyncIterator in answer) throw new Error('An A2A stream, which this endpoint never answers');
  return answerWith(answer);
});
