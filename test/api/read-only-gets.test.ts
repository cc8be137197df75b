import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentDynamoDb } from '../../bench/instrument';
import { routeKey, routesFor } from '../../functions/manifest/routes';
import { enableInstrumentation, resetInstrumentation, snapshot } from '../../local/instrumentation';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { assertMatchesContract } from '../support/contract';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * A GET never writes: a second local stack in this test file's own process, so that the
 * handlers' DynamoDB client is this process's and its writes can be counted (the bench's
 * middleware asks DynamoDB for the capacity each command consumed, per handler module).
 */
let stack: LocalStack;

const ADMIN_KEY = 'admin-read-only-gets';

const call = async (method: string, path: string, init: { body?: unknown; apiKey?: string; bearer?: string; admin?: true } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(init.apiKey ? { 'x-api-key': init.apiKey } : {}),
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
      ...(init.admin ? { 'x-admin-key': ADMIN_KEY } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as any;
  assertMatchesContract(method, path, response.status, body);
  return { status: response.status, body };
};

const expectStatus = async (pending: ReturnType<typeof call>, status: number) => {
  const response = await pending;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    inMemory: true,
    tableName: 'handoff-read-only-gets',
    adminKey: ADMIN_KEY,
    timerSweepMs: TEST_TIMER_SWEEP_MS,
  });
  const { ddb } = await import('../../functions/platform/table/client');
  instrumentDynamoDb(ddb);
  enableInstrumentation();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/**
 * Something behind every GET: a STANDARD agent with a deposit and a completed task, and an
 * operator with a payout and, from a second task, a reward past its holding period (0 hours
 * locally) that no write has cleared yet: reading the earnings must not clear it. (Authentication
 * marks an API key's last use at most every five minutes, whatever the method: the agent's
 * POSTs here make that mark, so the GETs below show only their own work.)
 */
const prepare = async () => {
  const email = `reader.${Date.now()}@example.com`;
  const agent = await expectStatus(call('POST', '/api/v1/agents/register', { body: { name: 'Reader', email } }), 201);
  const apiKey: string = agent.api_key;
  const mail = await expectStatus(call('GET', `/dev/emails?to=${encodeURIComponent(email)}`), 200);
  await expectStatus(call('POST', '/api/v1/agents/verify-email', { body: { token: mail.data.at(-1).verification_token } }), 200);
  const deposit = await expectStatus(
    call('POST', '/api/v1/agents/deposit/usdc', { apiKey, body: { tx_hash: `0x${'ab'.repeat(32)}`, amount_usdc: 100 } }),
    200,
  );
  const operatorEmail = `operator.${Date.now()}@example.com`;
  const { operator_id: operatorId } = await expectStatus(
    call('POST', '/api/v1/operator/register', { body: { name: 'Olga', email: operatorEmail } }),
    201,
  );
  const { token: bearer } = await expectStatus(call('POST', '/dev/operator-token', { body: { email: operatorEmail } }), 200);
  const completeTask = async () => {
    const task = await expectStatus(
      call('POST', '/api/v1/tasks', {
        apiKey,
        body: { title: 'Open?', description: 'Is the store open?', reward_usd: 20, proof_requirements: ['photo'] },
      }),
      201,
    );
    const id = task.task_id;
    await expectStatus(call('POST', `/api/v1/operator/tasks/${id}/accept`, { bearer, body: { estimate_minutes: 30 } }), 200);
    await expectStatus(call('POST', `/api/v1/tasks/${id}/estimate/approve`, { apiKey }), 200);
    await expectStatus(call('POST', `/api/v1/operator/tasks/${id}/start`, { bearer }), 200);
    await expectStatus(call('POST', `/api/v1/operator/tasks/${id}/submit`, { bearer, body: { photos: [], notes: 'Open.' } }), 200);
    await expectStatus(call('POST', `/api/v1/tasks/${id}/verify`, { apiKey, body: { decision: 'APPROVE' } }), 200);
    return id as string;
  };
  const taskId = await completeTask();
  await expectStatus(call('POST', `/api/v1/tasks/${taskId}/messages`, { apiKey, body: { text: 'Thanks!' } }), 201);
  await expectStatus(call('POST', `/api/v1/operator/tasks/${taskId}/messages`, { bearer, body: { text: 'You are welcome.' } }), 201);
  const payout = await expectStatus(
    call('POST', '/api/v1/operator/payout', { bearer, body: { amount_usd: 10, wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7' } }),
    201,
  );
  await completeTask();
  const batch = await expectStatus(
    call('POST', '/api/v1/batches', {
      apiKey,
      body: { task: { title: 'Open?', description: 'Is the store open?', reward_usd: 1, proof_requirements: ['photo'] }, seats: 2 },
    }),
    201,
  );
  const templates = await expectStatus(call('GET', '/api/v1/templates', { apiKey }), 200);
  const webhook = await expectStatus(call('POST', '/api/v1/webhooks', { apiKey, body: { url: 'https://hooks.example.com/x', events: ['*'] } }), 201);
  const oauthClient = await expectStatus(call('POST', '/api/v1/oauth/register', { body: { redirect_uris: ['https://client.example/cb'] } }), 201);
  return {
    oauthClientId: oauthClient.client_id as string,
    webhookId: webhook.webhook_id as string,
    apiKey,
    batchId: batch.batch_id as string,
    templateId: templates.data[0].template_id as string,
    agentId: agent.agent_id as string,
    bearer,
    operatorId,
    taskId,
    depositId: deposit.transaction_id as string,
    payoutId: payout.payout_id as string,
  };
};

describe('GET routes', () => {
  it('write nothing to the table: zero write units on every GET route of the route table', async () => {
    const { apiKey, agentId, bearer, operatorId, taskId, depositId, payoutId, batchId, templateId, webhookId, oauthClientId } = await prepare();
    const authorization = new URLSearchParams({
      response_type: 'code',
      client_id: oauthClientId,
      redirect_uri: 'https://client.example/cb',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const requests: Record<string, () => ReturnType<typeof call>> = {
      'GET /api/v1/health': () => call('GET', '/api/v1/health'),
      'GET /api/v1/agents/me': () => call('GET', '/api/v1/agents/me', { apiKey }),
      'GET /api/v1/agents/balance': () => call('GET', '/api/v1/agents/balance', { apiKey }),
      'GET /api/v1/agents/keys': () => call('GET', '/api/v1/agents/keys', { apiKey }),
      'GET /api/v1/agents/wallet': () => call('GET', '/api/v1/agents/wallet', { apiKey }),
      'GET /api/v1/agents/deposit-address': () => call('GET', '/api/v1/agents/deposit-address', { apiKey }),
      'GET /api/v1/agents/deposits/{id}': () => call('GET', `/api/v1/agents/deposits/${depositId}`, { apiKey }),
      'GET /api/v1/tasks': () => call('GET', '/api/v1/tasks', { apiKey }),
      'GET /api/v1/tasks/{id}': () => call('GET', `/api/v1/tasks/${taskId}`, { apiKey }),
      'GET /api/v1/tasks/{id}/callbacks': () => call('GET', `/api/v1/tasks/${taskId}/callbacks`, { apiKey }),
      'GET /api/v1/agents/audit': () => call('GET', '/api/v1/agents/audit', { apiKey }),
      'GET /api/v1/batches/{id}': () => call('GET', `/api/v1/batches/${batchId}`, { apiKey }),
      'GET /api/v1/templates': () => call('GET', '/api/v1/templates', { apiKey }),
      'GET /api/v1/templates/{id}': () => call('GET', `/api/v1/templates/${templateId}`, { apiKey }),
      'GET /api/v1/webhooks': () => call('GET', '/api/v1/webhooks', { apiKey }),
      'GET /api/v1/webhooks/{id}': () => call('GET', `/api/v1/webhooks/${webhookId}`, { apiKey }),
      'GET /api/v1/webhooks/{id}/deliveries': () => call('GET', `/api/v1/webhooks/${webhookId}/deliveries`, { apiKey }),
      'GET /api/v1/tasks/{id}/messages': () => call('GET', `/api/v1/tasks/${taskId}/messages`, { apiKey }),
      'GET /api/v1/operator/tasks/{id}/messages': () => call('GET', `/api/v1/operator/tasks/${taskId}/messages`, { bearer }),
      'GET /api/v1/operator/me': () => call('GET', '/api/v1/operator/me', { bearer }),
      'GET /api/v1/operator/tasks': () => call('GET', '/api/v1/operator/tasks', { bearer }),
      'GET /api/v1/operator/tasks/{id}': () => call('GET', `/api/v1/operator/tasks/${taskId}`, { bearer }),
      'GET /api/v1/operator/earnings': () => call('GET', '/api/v1/operator/earnings', { bearer }),
      'GET /api/v1/operator/earnings/statement': () => call('GET', '/api/v1/operator/earnings/statement?from=2026-01-01&to=2026-12-31', { bearer }),
      'GET /api/v1/operator/payout/status/{id}': () => call('GET', `/api/v1/operator/payout/status/${payoutId}`, { bearer }),
      'GET /api/v1/operator/ratings': () => call('GET', '/api/v1/operator/ratings', { bearer }),
      'GET /api/v1/operator/work': () => call('GET', '/api/v1/operator/work', { bearer }),
      'GET /api/v1/operator/push/key': () => call('GET', '/api/v1/operator/push/key', { bearer }),
      'GET /api/v1/admin/audit': () => call('GET', '/api/v1/admin/audit', { admin: true }),
      'GET /api/v1/admin/disputes': () => call('GET', '/api/v1/admin/disputes', { admin: true }),
      'GET /api/v1/admin/kyc': () => call('GET', '/api/v1/admin/kyc', { admin: true }),
      'GET /api/v1/admin/safety/held': () => call('GET', '/api/v1/admin/safety/held', { admin: true }),
      'GET /api/v1/admin/operators/{id}': () => call('GET', `/api/v1/admin/operators/${operatorId}`, { admin: true }),
      'GET /api/v1/admin/agents/{id}': () => call('GET', `/api/v1/admin/agents/${agentId}`, { admin: true }),
      'GET /api/v1/admin/tasks/{id}': () => call('GET', `/api/v1/admin/tasks/${taskId}`, { admin: true }),
      'GET /dev/emails': () => call('GET', '/dev/emails'),
      'GET /mcp': () => call('GET', '/mcp', { apiKey }),
      'GET /.well-known/oauth-protected-resource': () => call('GET', '/.well-known/oauth-protected-resource'),
      'GET /.well-known/oauth-protected-resource/mcp': () => call('GET', '/.well-known/oauth-protected-resource/mcp'),
      'GET /.well-known/oauth-protected-resource/a2a': () => call('GET', '/.well-known/oauth-protected-resource/a2a'),
      'GET /.well-known/oauth-authorization-server': () => call('GET', '/.well-known/oauth-authorization-server'),
      'GET /.well-known/agent-card.json': () => call('GET', '/.well-known/agent-card.json'),
      'GET /api/v1/oauth/authorization': () => call('GET', `/api/v1/oauth/authorization?${authorization}`),
    };
    // GET /mcp only refuses (the MCP server offers no SSE stream), once it has checked the key.
    const statusOf = (key: string) => (key === 'GET /mcp' ? 405 : 200);
    const getRoutes = routesFor('development').filter((route) => route.method === 'GET');
    expect(Object.keys(requests).sort()).toEqual(getRoutes.map(routeKey).sort());
    resetInstrumentation();

    for (const route of getRoutes) await expectStatus(requests[routeKey(route)]!(), statusOf(routeKey(route)));

    const { counters } = snapshot();
    const writes = Object.fromEntries(
      getRoutes.map((route) => [
        routeKey(route),
        (counters['dynamodb.write-units']?.[route.handler] ?? 0) + (counters['dynamodb.items-written']?.[route.handler] ?? 0),
      ]),
    );
    expect(writes).toEqual(Object.fromEntries(getRoutes.map((route) => [routeKey(route), 0])));
    // The earnings show the uncleared reward as available, and the counters do see these handlers' reads.
    expect((await call('GET', '/api/v1/operator/earnings', { bearer })).body).toMatchObject({
      pending_balance: 0,
      available_balance: 30,
      total_earned: 40,
    });
    expect(counters['dynamodb.read-units']?.['contexts/edge/operator-app/api/earnings']).toBeGreaterThan(0);
    // Two task lifecycles, a payout, a batch and a conversation before some 30 GETs: more than a minute on a loaded machine.
  }, 180_000);

  it('are measured where writes are seen: a POST handler writes', async () => {
    resetInstrumentation();
    await expectStatus(call('POST', '/api/v1/agents/register', { body: { name: 'Writer', email: `writer.${Date.now()}@example.com` } }), 201);
    expect(snapshot().counters['dynamodb.write-units']?.['contexts/accounts/agents/api/register-agent']).toBeGreaterThan(0);
  });
});
