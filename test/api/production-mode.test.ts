import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { assertMatchesContract } from '../support/contract';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * A second local stack in production mode, in this test file's own process: the handlers
 * load here with APP_ENV=production, as deployed.
 */
let stack: LocalStack;
const adminKey = 'production-admin-key';

const call = async (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as any;
  assertMatchesContract(method, path, response.status, body);
  return { status: response.status, body };
};

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    inMemory: true,
    appEnv: 'production',
    tableName: 'handoff-production-mode',
    adminKey,
    timerSweepMs: TEST_TIMER_SWEEP_MS,
  });
});

afterAll(async () => {
  await stack?.stop();
});

describe('Production mode', () => {
  it('has no dev-only endpoints', async () => {
    expect(await call('GET', '/dev/emails?to=x@example.com')).toEqual({ status: 404, body: { error: 'Not found' } });
    expect(await call('POST', '/dev/operator-token', { body: { email: 'x@example.com' } })).toEqual({ status: 404, body: { error: 'Not found' } });
  });

  it('registers operators with KYC PENDING and lets them claim work only once the back office approves', async () => {
    const registered = await call('POST', '/api/v1/operator/register', { body: { name: 'Pat', email: 'pat@example.com' } });
    expect(registered.status).toBe(201);
    expect(registered.body.kyc_status).toBe('PENDING');

    const { issueLocalOperatorToken } = await import('../../functions/adapters/identity/local-issuer');
    const { getOperator } = await import('../../functions/contexts/accounts/operators/store/operators-store');
    const operator = (await getOperator(registered.body.operator_id))!;
    const bearer = { authorization: `Bearer ${await issueLocalOperatorToken(operator, new Date())}` };

    const refused = await call('POST', '/api/v1/operator/tasks/task_any/accept', { headers: bearer, body: { estimate_minutes: 5 } });
    expect(refused).toEqual({ status: 403, body: { error: 'KYC verification required before accepting tasks' } });
    const payoutRefused = await call('POST', '/api/v1/operator/payout', {
      headers: bearer,
      body: { amount_usd: 10, wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(payoutRefused).toEqual({ status: 403, body: { error: 'KYC verification required before requesting payouts' } });

    const approved = await call('POST', `/api/v1/admin/operators/${operator.operator_id}/kyc`, {
      headers: { 'x-admin-key': adminKey },
      body: { decision: 'APPROVED' },
    });
    expect(approved.body.kyc_status).toBe('APPROVED');
    const nowAllowed = await call('POST', '/api/v1/operator/tasks/task_any/accept', { headers: bearer, body: { estimate_minutes: 5 } });
    expect(nowAllowed).toEqual({ status: 404, body: { error: 'Task not found or already claimed' } });
  });

  it('refuses deposits and payouts without a chain to verify and send them on (503)', async () => {
    const agent = await call('POST', '/api/v1/agents/register', { body: { name: 'Ada', email: 'ada@example.com' } });
    const reported = await call('POST', '/api/v1/agents/deposit/usdc', {
      headers: { 'x-api-key': agent.body.api_key },
      body: { tx_hash: `0x${'ab'.repeat(32)}`, amount_usdc: 50 },
    });
    expect(reported).toEqual({ status: 503, body: { error: 'Deposits are unavailable: no chain is configured' } });

    const registered = await call('POST', '/api/v1/operator/register', { body: { name: 'Quinn', email: 'quinn@example.com' } });
    await call('POST', `/api/v1/admin/operators/${registered.body.operator_id}/kyc`, {
      headers: { 'x-admin-key': adminKey },
      body: { decision: 'APPROVED' },
    });
    const { issueLocalOperatorToken } = await import('../../functions/adapters/identity/local-issuer');
    const { getOperator } = await import('../../functions/contexts/accounts/operators/store/operators-store');
    const token = await issueLocalOperatorToken((await getOperator(registered.body.operator_id))!, new Date());
    const payout = await call('POST', '/api/v1/operator/payout', {
      headers: { authorization: `Bearer ${token}` },
      body: { amount_usd: 10, wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(payout).toEqual({ status: 503, body: { error: 'Payouts are unavailable: no chain or hot wallet is configured' } });
  });

  it('never auto-approves with the rules reviewer: convincing proof waits for the agent in MANUAL_REVIEW', async () => {
    const { setTier } = await import('../support/tasks');
    const { fundAgent } = await import('../support/ledger');
    const { issueLocalOperatorToken } = await import('../../functions/adapters/identity/local-issuer');
    const { getOperator } = await import('../../functions/contexts/accounts/operators/store/operators-store');
    const agent = await call('POST', '/api/v1/agents/register', { body: { name: 'Vera', email: 'vera@example.com' } });
    await setTier(agent.body.agent_id, 'VERIFIED');
    await fundAgent(agent.body.agent_id, 50);
    const apiKey = { 'x-api-key': agent.body.api_key };
    const task = await call('POST', '/api/v1/tasks', {
      headers: apiKey,
      body: { title: 'Storefront', description: 'Photograph it', reward_usd: 10, proof_requirements: ['photo of the storefront'] },
    });
    const registered = await call('POST', '/api/v1/operator/register', { body: { name: 'Rae', email: 'rae@example.com' } });
    await call('POST', `/api/v1/admin/operators/${registered.body.operator_id}/kyc`, {
      headers: { 'x-admin-key': adminKey },
      body: { decision: 'APPROVED' },
    });
    const bearer = { authorization: `Bearer ${await issueLocalOperatorToken((await getOperator(registered.body.operator_id))!, new Date())}` };
    const id = task.body.task_id;
    await call('POST', `/api/v1/operator/tasks/${id}/accept`, { headers: bearer, body: { estimate_minutes: 30 } });
    await call('POST', `/api/v1/tasks/${id}/estimate/approve`, { headers: apiKey });
    await call('POST', `/api/v1/operator/tasks/${id}/start`, { headers: bearer });
    const submitted = await call('POST', `/api/v1/operator/tasks/${id}/submit`, {
      headers: bearer,
      body: { photos: [], notes: 'Open, lights on, staff inside.' },
    });
    expect(submitted.status).toBe(200);

    let view: any;
    for (let i = 0; i < 100; i++) {
      view = (await call('GET', `/api/v1/tasks/${id}`, { headers: apiKey })).body;
      if (view.status !== 'SUBMITTED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(view.status).toBe('MANUAL_REVIEW');
    expect(view.guardian_result.decision).not.toBe('APPROVE');
  });
});
