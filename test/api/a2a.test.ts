import { randomUUID } from 'node:crypto';
import { type Message, Role, type SendMessageConfiguration, type Task, TaskState } from '@a2a-js/sdk';
import { type Client, ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory } from '@a2a-js/sdk/client';
import * as oauth from 'oauth4webapi';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { WHAT_IS_NEEDED } from '../../functions/contexts/edge/a2a/domain/a2a';
import { api } from '../support/api';
import { type CallbackReceiver, startCallbackReceiver } from '../support/callback-receiver';
import { accessTokenFor, mcpAccessToken } from '../support/mcp-access';
import { createTask, fundedAgent, newOperator, operatorClaims, taskBody } from '../support/tasks';

const receivers: CallbackReceiver[] = [];

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** The official SDK's client, from the agent card at the stack's URL, sending the agent's key in X-API-Key (or `credential` as a bearer token). */
const a2aClient = (apiKey: string, as: 'x-api-key' | 'bearer' = 'x-api-key'): Promise<Client> => {
  const keyed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (as === 'x-api-key') headers.set('x-api-key', apiKey);
    else headers.set('authorization', `Bearer ${apiKey}`);
    return fetch(input, { ...init, headers });
  };
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [new JsonRpcTransportFactory({ fetchImpl: keyed })] }),
  );
  return factory.createFromUrl(inject('baseUrl'));
};

const dataMessage = (data: Record<string, unknown>, messageId: string = randomUUID()): Message => ({
  messageId,
  contextId: '',
  taskId: '',
  role: Role.ROLE_USER,
  parts: [{ content: { $case: 'data' as const, value: data }, metadata: undefined, filename: '', mediaType: 'application/json' }],
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
});

const textMessage = (text: string): Message => ({
  ...dataMessage({}),
  parts: [{ content: { $case: 'text' as const, value: text }, metadata: undefined, filename: '', mediaType: 'text/plain' }],
});

const send = (client: Client, message: Message, configuration?: SendMessageConfiguration) =>
  client.sendMessage({ tenant: '', message, configuration, metadata: undefined });

const textOf = (result: unknown): string =>
  ((result as { parts: { content?: { $case: string; value: unknown } }[] }).parts ?? [])
    .map((part) => (part.content?.$case === 'text' ? part.content.value : ''))
    .join('');

/** The JSON-RPC error a call was refused with. */
const refusal = async (call: Promise<unknown>): Promise<Error> => {
  const error = await call.then(
    () => undefined,
    (thrown: Error) => thrown,
  );
  if (!error) throw new Error('the call was not refused');
  return error;
};

const createdTask = async (client: Client): Promise<Task> => {
  const result = await send(client, dataMessage(taskBody({ reward_usd: 5 })));
  expect('id' in result).toBe(true);
  return result as Task;
};

describe('A2A', () => {
  it('publishes an agent card naming the JSON-RPC endpoint, the skills, push notifications and both security schemes', async () => {
    const { status, body } = await api('GET', '/.well-known/agent-card.json');
    expect(status).toBe(200);
    const base = inject('baseUrl');
    expect(body.supportedInterfaces).toEqual([{ url: `${new URL(base).origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }]);
    expect(body.capabilities).toMatchObject({ pushNotifications: true, streaming: false });
    expect(body.skills.map((skill: { id: string }) => skill.id)).toEqual(['post-task', 'check-task', 'cancel-task']);
    expect(body.securitySchemes.apiKey).toEqual({ apiKeySecurityScheme: { description: expect.any(String), location: 'header', name: 'X-API-Key' } });
    const oauth = (await api('GET', '/.well-known/oauth-authorization-server')).body;
    expect(body.securitySchemes.oauth.oauth2SecurityScheme.flows.authorizationCode).toMatchObject({
      authorizationUrl: oauth.authorization_endpoint,
      tokenUrl: oauth.token_endpoint,
      pkceRequired: true,
    });
  });

  it('creates a task from a data part, reads it, cancels it, and pushes its status changes to the registered config with its token', async () => {
    const agent = await fundedAgent(50);
    const client = await a2aClient(agent.apiKey);
    const hook = await startCallbackReceiver();
    receivers.push(hook);

    const messageId = randomUUID();
    const task = (await send(client, dataMessage(taskBody({ reward_usd: 5 }), messageId))) as Task;
    expect(task.status?.state).toBe(TaskState.TASK_STATE_SUBMITTED);
    expect(task.contextId).toBe(task.id);
    // The Handoff task is the A2A task: the same id over REST.
    const rest = await api('GET', `/api/v1/tasks/${task.id}`, { apiKey: agent.apiKey });
    expect([rest.status, rest.body.status]).toEqual([200, 'PENDING']);
    // The message id is the idempotency key: sent again, the same task, not a second one.
    const again = (await send(client, dataMessage(taskBody({ reward_usd: 5 }), messageId))) as Task;
    expect(again.id).toBe(task.id);

    const config = await client.createTaskPushNotificationConfig({
      tenant: '',
      id: 'my-hook',
      taskId: task.id,
      url: hook.url,
      token: 'push-token-7d1e',
      authentication: undefined,
    });
    expect(config).toMatchObject({ id: 'my-hook', taskId: task.id, url: hook.url });
    expect(await client.getTaskPushNotificationConfig({ tenant: '', taskId: task.id, id: 'my-hook' })).toMatchObject({ url: hook.url });

    const operator = await newOperator();
    await operatorClaims(task.id, operator);
    const read = await client.getTask({ tenant: '', id: task.id });
    expect(read.status?.state).toBe(TaskState.TASK_STATE_INPUT_REQUIRED);
    expect(read.artifacts[0]?.parts[0]?.content).toMatchObject({ $case: 'data', value: { task_id: task.id, status: 'ESTIMATE_PENDING' } });

    const cancelled = await client.cancelTask({ tenant: '', id: task.id, metadata: undefined });
    expect(cancelled.status?.state).toBe(TaskState.TASK_STATE_CANCELED);

    const pushes = await hook.waitFor(2);
    const states = pushes.map((push) => JSON.parse(push.body).statusUpdate);
    expect(states.map((update) => update.metadata.handoff_status)).toEqual(['ESTIMATE_PENDING', 'CANCELLED']);
    expect(states.map((update) => update.status.state)).toEqual(['TASK_STATE_INPUT_REQUIRED', 'TASK_STATE_CANCELED']);
    for (const push of pushes) {
      expect(push.headers['x-a2a-notification-token']).toBe('push-token-7d1e');
      expect(push.headers['content-type']).toBe('application/a2a+json');
      expect(JSON.parse(push.body).statusUpdate.taskId).toBe(task.id);
    }
    // Cancelled once, it cannot be again.
    expect((await refusal(client.cancelTask({ tenant: '', id: task.id, metadata: undefined }))).name).toBe('TaskNotCancelableError');
  });

  it('creates one task and holds its escrow once when the same message is sent 20 times at once (the message id is the idempotency key)', async () => {
    const agent = await fundedAgent(50);
    const client = await a2aClient(agent.apiKey);
    const message = dataMessage(taskBody({ reward_usd: 5 }));
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => send(client, message)));
    const ids = new Set(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [(answer.value as Task).id] : [])));
    expect(ids.size).toBe(1);
    // A send still racing the first is refused (the request is in progress), never a second task.
    for (const answer of answers) if (answer.status === 'rejected') expect(String(answer.reason)).toMatch(/in progress/i);
    expect((await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey })).body.data.map((task: { task_id: string }) => task.task_id)).toEqual([
      ...ids,
    ]);
    const balance = (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
    expect(balance.deposit_balance + balance.escrow_balance).toBe(50);
    expect(balance.escrow_balance).toBeGreaterThanOrEqual(5);
  });

  it('answers a text-only message with what is needed, creating nothing', async () => {
    const agent = await fundedAgent(10);
    const client = await a2aClient(agent.apiKey);
    const answer = await send(client, textMessage('Please check whether the corner store is open'));
    expect('messageId' in answer).toBe(true);
    expect(textOf(answer)).toBe(WHAT_IS_NEEDED);
    expect((answer as { role: Role }).role).toBe(Role.ROLE_AGENT);
    expect((await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey })).body.data).toEqual([]);
  });

  it('refuses an unknown field with the REST message, propagates a screening refusal, and finds no one else’s task', async () => {
    const agent = await fundedAgent(20);
    const client = await a2aClient(agent.apiKey);
    const body = taskBody({ deadline_hours: 24 });
    const rest = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body });
    expect(rest.status).toBe(400);
    const unknown = await refusal(send(client, dataMessage(body)));
    expect(unknown.message).toBe(rest.body.error);
    expect(unknown.name).toBe('RequestMalformedError');

    const screened = await refusal(
      send(
        client,
        dataMessage(taskBody({ description: 'Follow my ex and photograph who visits her flat at 14 Elm St every evening', reward_usd: 12 })),
      ),
    );
    expect(screened.message).toMatch(/^Refused by the acceptable use policy: /);

    const other = await fundedAgent(20);
    const theirs = await createTask(other);
    expect((await refusal(client.getTask({ tenant: '', id: theirs.task_id }))).name).toBe('TaskNotFoundError');
    expect((await refusal(client.cancelTask({ tenant: '', id: theirs.task_id, metadata: undefined }))).name).toBe('TaskNotFoundError');
    expect((await api('GET', `/api/v1/tasks/${theirs.task_id}`, { apiKey: other.apiKey })).body.status).toBe('PENDING');
    await expect(createdTask(client)).resolves.toMatchObject({ status: { state: TaskState.TASK_STATE_SUBMITTED } });
  });

  it('pushes to the config a SendMessage carries inline, with its token and its Bearer credentials as Authorization', async () => {
    const agent = await fundedAgent(20);
    const client = await a2aClient(agent.apiKey);
    const hook = await startCallbackReceiver();
    receivers.push(hook);
    const task = (await send(client, dataMessage(taskBody({ reward_usd: 5 })), {
      acceptedOutputModes: [],
      taskPushNotificationConfig: {
        tenant: '',
        id: 'inline',
        taskId: '',
        url: hook.url,
        token: 'inline-token',
        authentication: { scheme: 'Bearer', credentials: 'receiver-secret-51c' },
      },
      returnImmediately: true,
    })) as Task;
    // Registered on the task it made; the credentials are never answered back, the scheme is.
    const config = await client.getTaskPushNotificationConfig({ tenant: '', taskId: task.id, id: 'inline' });
    expect(config).toMatchObject({ url: hook.url, token: '' });
    expect(config.authentication?.scheme).toBe('Bearer');
    expect(config.authentication?.credentials ?? '').toBe('');

    await client.cancelTask({ tenant: '', id: task.id, metadata: undefined });
    const [push] = await hook.waitFor(1);
    expect(JSON.parse(push!.body).statusUpdate).toMatchObject({ taskId: task.id, status: { state: 'TASK_STATE_CANCELED' } });
    expect(push!.headers.authorization).toBe('Bearer receiver-secret-51c');
    expect(push!.headers['x-a2a-notification-token']).toBe('inline-token');
  });

  it('refuses a push config asking for an authentication scheme it does not send', async () => {
    const agent = await fundedAgent(20);
    const client = await a2aClient(agent.apiKey);
    const task = await createdTask(client);
    const refused = await refusal(
      client.createTaskPushNotificationConfig({
        tenant: '',
        id: '',
        taskId: task.id,
        url: 'https://hooks.example.com/x',
        token: '',
        authentication: { scheme: 'Basic', credentials: 'dXNlcjpwYXNz' },
      }),
    );
    expect(refused.name).toBe('RequestMalformedError');
    expect(refused.message).toBe('Unsupported push notification authentication scheme: Basic (supported: Bearer)');
    expect((await client.listTaskPushNotificationConfig({ tenant: '', taskId: task.id, pageSize: 0, pageToken: '' })).configs).toEqual([]);
  });

  it('refuses a push config whose URL the callback rules refuse', async () => {
    const agent = await fundedAgent(20);
    const client = await a2aClient(agent.apiKey);
    const task = await createdTask(client);
    const refused = await refusal(
      client.createTaskPushNotificationConfig({
        tenant: '',
        id: '',
        taskId: task.id,
        url: 'http://hooks.example.com/x',
        token: '',
        authentication: undefined,
      }),
    );
    expect(refused.message).toBe('callback_url must use https');
  });

  it('publishes its own protected resource metadata, and answers 401 pointing at it', async () => {
    const a2a = new URL(`${inject('baseUrl')}/a2a`);
    // oauth4webapi, as a client, finds the path-suffixed document (RFC 9728 §3.1) and checks it names /a2a.
    const metadata = await oauth.processResourceDiscoveryResponse(
      a2a,
      await oauth.resourceDiscoveryRequest(a2a, { [oauth.allowInsecureRequests]: true }),
    );
    expect(metadata).toMatchObject({ resource: a2a.href, authorization_servers: [new URL(inject('baseUrl')).origin] });
    const response = await fetch(a2a, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${new URL(inject('baseUrl')).origin}/.well-known/oauth-protected-resource/a2a"`,
    );
    const card = (await api('GET', '/.well-known/agent-card.json')).body;
    expect(card.securitySchemes.oauth.oauth2SecurityScheme.description).toContain(`resource=${a2a.href}`);
  });

  it('takes an OAuth access token bound to /a2a (code with PKCE for resource /a2a), and refuses one bound to /mcp', async () => {
    const agent = await fundedAgent(20);
    const viaOAuth = await a2aClient(await accessTokenFor(agent.apiKey, '/a2a'), 'bearer');
    const task = await createdTask(viaOAuth);
    expect((await viaOAuth.getTask({ tenant: '', id: task.id })).id).toBe(task.id);

    // A token is bound to one resource (RFC 8707): the /mcp one works at /mcp only.
    const response = await fetch(`${inject('baseUrl')}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await mcpAccessToken(agent.apiKey)}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: task.id } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: `This OAuth access token is bound to ${new URL(inject('baseUrl')).origin}/mcp and works there only: use an API key here`,
    });
    expect(response.headers.get('www-authenticate')).toMatch(/\/\.well-known\/oauth-protected-resource\/a2a", error="invalid_token"$/);
  });

  it('answers a key lacking the scope 403 with the step-up challenge pointing at /a2a’s metadata', async () => {
    const agent = await fundedAgent(20);
    const task = await createdTask(await a2aClient(agent.apiKey));

    const created = await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'reader', scopes: ['tasks:read'] } });
    const response = await fetch(`${inject('baseUrl')}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': created.body.api_key },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'CancelTask', params: { id: task.id } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'API key lacks scope: tasks:write' });
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", scope="tasks:write", resource_metadata="${new URL(inject('baseUrl')).origin}/.well-known/oauth-protected-resource/a2a"`,
    );
  });

  it('answers 401 without a key', async () => {
    const response = await fetch(`${inject('baseUrl')}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Missing API key' });
  });
  it('answers a body that is not a JSON-RPC request (not JSON, null, an array, an id of another type) with a null id, as JSON-RPC 2.0 asks', async () => {
    const agent = await fundedAgent(0);
    const send = async (body: string) => {
      const response = await fetch(`${inject('baseUrl')}/a2a`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': agent.apiKey },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const invalid = { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: the body is not a JSON-RPC 2.0 request object' } };
    await expect(send('{"jsonrpc":')).resolves.toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } },
    });
    for (const body of ['null', '[]', JSON.stringify({ jsonrpc: '2.0', id: ['a'], method: 'GetTask', params: { id: 'x' } })])
      await expect(send(body), body).resolves.toEqual({ status: 200, body: invalid });
  });
});
