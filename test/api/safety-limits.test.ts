import { connect } from 'node:net';
import { importPKCS8, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, latestVerificationToken, type RegisteredAgent, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  CONVINCING_PROOF,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
  type TestOperator,
  taskIn,
} from '../support/tasks';

const adminHeaders = () => ({ 'x-admin-key': inject('adminKey') });
const recordKyc = (operator: TestOperator, decision: 'APPROVED' | 'REJECTED') =>
  api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, { headers: adminHeaders(), body: { decision } });
const approveEstimate = (agent: RegisteredAgent, taskId: string) => api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey });
const taskView = async (agent: RegisteredAgent, taskId: string) => (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;

describe('KYC after claiming', () => {
  it('refuses start and submit to an operator whose KYC was rejected (403)', async () => {
    const agent = await fundedAgent(50);
    const accepted = await taskIn(agent, 'ACCEPTED');
    await recordKyc(accepted.operator, 'REJECTED');

    const started = await operatorStarts(accepted.task_id, accepted.operator);
    const submitted = await operatorSubmits(accepted.task_id, accepted.operator, CONVINCING_PROOF);

    expect(started).toMatchObject({ status: 403, body: { error: 'KYC verification required before accepting tasks' } });
    expect(submitted).toMatchObject({ status: 403, body: { error: 'KYC verification required before accepting tasks' } });
  });

  it("returns a rejected operator's open claims to PENDING, keeps the escrow held and leaves submitted work alone", async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator();
    const done = await createTask(agent);
    await operatorClaims(done.task_id, operator);
    await approveEstimate(agent, done.task_id);
    await operatorSubmits(done.task_id, operator);
    const estimatePending = await createTask(agent);
    const accepted = await createTask(agent);
    const inProgress = await createTask(agent);
    for (const task of [estimatePending, accepted, inProgress]) await operatorClaims(task.task_id, operator);
    for (const task of [accepted, inProgress]) await approveEstimate(agent, task.task_id);
    await operatorStarts(inProgress.task_id, operator);

    expect((await recordKyc(operator, 'REJECTED')).status).toBe(200);

    for (const task of [estimatePending, accepted, inProgress]) {
      const view = await eventuallyStatus(agent, task.task_id, 'PENDING');
      expect(view).toMatchObject({ operator: null, claimed_at: null, approval_deadline: null, estimate_minutes: null });
    }
    expect((await taskView(agent, done.task_id)).status).toBe('MANUAL_REVIEW');
    const balance = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(balance.body.escrow_balance).toBe(44);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});

describe('A KYC rejection racing a claim that changes hands', () => {
  it("leaves the next operator's claim alone when the rejected operator's list still names the task", async () => {
    const agent = await fundedAgent(50);
    const rejected = await newOperator('Rick Rejected');
    const next = await newOperator('Nina Next');
    const task = await createTask(agent);
    expect((await operatorClaims(task.task_id, rejected)).status).toBe(200);
    expect((await api('POST', `/api/v1/operator/tasks/${task.task_id}/withdraw-claim`, asOperator(rejected))).status).toBe(200);
    expect((await operatorClaims(task.task_id, next)).status).toBe(200);
    // The moment of the race: the rejection read the operator's open claims before the withdrawal removed the task from them.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, TABLE_NAME } = await import('../../functions/platform/table/client');
    const { operatorsKeys } = await import('../../functions/contexts/accounts/operators/store/keys');
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: operatorsKeys.operator(rejected.id),
        UpdateExpression: 'ADD open_claims :task',
        ExpressionAttributeValues: { ':task': new Set([task.task_id]) },
      }),
    );

    expect((await recordKyc(rejected, 'REJECTED')).status).toBe(200);

    expect(await taskView(agent, task.task_id)).toMatchObject({ status: 'ESTIMATE_PENDING', operator: { id: next.id } });
    expect((await approveEstimate(agent, task.task_id)).status).toBe(200);
    expect((await operatorStarts(task.task_id, next)).status).toBe(200);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [next.id] });
  });
});

describe('Upload slots after a revoked claim', () => {
  it("gives the next claimant photo uploads after a revoked claimant used all 20 of the task's", async () => {
    const agent = await fundedAgent(50);
    const first = await newOperator('Fay First');
    const task = await createTask(agent);
    await operatorClaims(task.task_id, first);
    await approveEstimate(agent, task.task_id);
    await operatorStarts(task.task_id, first);
    const ask = (operator: TestOperator) =>
      api('POST', `/api/v1/operator/tasks/${task.task_id}/photos`, asOperator(operator, { content_type: 'image/jpeg', size_bytes: 1000 }));
    for (let i = 0; i < 20; i++) expect((await ask(first)).status).toBe(201);
    expect(await ask(first)).toMatchObject({ status: 422, body: { error: 'Too many photos for this task' } });
    // Withdrawing is possible only before the agent approves; after that a claim ends by revocation.
    expect((await recordKyc(first, 'REJECTED')).status).toBe(200);
    await eventuallyStatus(agent, task.task_id, 'PENDING');

    const next = await newOperator('Sam Second');
    expect((await operatorClaims(task.task_id, next)).status).toBe(200);
    await approveEstimate(agent, task.task_id);
    await operatorStarts(task.task_id, next);
    expect((await ask(next)).status).toBe(201);
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  }, 60_000);
});

describe('Open claims per operator', () => {
  it('lets an operator hold at most 3 open claims, and one more once a claim is withdrawn', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator();
    const tasks = [];
    for (let i = 0; i < 4; i++) tasks.push(await createTask(agent));
    for (const task of tasks.slice(0, 3)) expect((await operatorClaims(task.task_id, operator)).status).toBe(200);

    const fourth = await operatorClaims(tasks[3]!.task_id, operator);
    expect(fourth).toMatchObject({ status: 422, body: { error: 'Too many open claims' } });

    await api('POST', `/api/v1/operator/tasks/${tasks[0]!.task_id}/withdraw-claim`, asOperator(operator));
    expect((await operatorClaims(tasks[3]!.task_id, operator)).status).toBe(200);
  });

  it('counts claims across ESTIMATE_PENDING, ACCEPTED and IN_PROGRESS, but not submitted work', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator();
    const [a, b, c, d] = [await createTask(agent), await createTask(agent), await createTask(agent), await createTask(agent)];
    for (const task of [a, b, c]) await operatorClaims(task!.task_id, operator);
    await approveEstimate(agent, b!.task_id);
    await approveEstimate(agent, c!.task_id);
    await operatorStarts(c!.task_id, operator);
    expect((await operatorClaims(d!.task_id, operator)).status).toBe(422);

    await operatorSubmits(c!.task_id, operator);

    expect((await operatorClaims(d!.task_id, operator)).status).toBe(200);
  });

  it('lets exactly 3 of 6 concurrent claims by one operator through', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator();
    const tasks = [];
    for (let i = 0; i < 6; i++) tasks.push(await createTask(agent));

    const answers = await Promise.all(tasks.map((task) => operatorClaims(task.task_id, operator)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.error)).toEqual(Array(3).fill('Too many open claims'));
  });
});

describe('Deeply nested JSON', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses a body nested 5,000 deep with 400 before any handler code runs', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'IN_PROGRESS');
    const body = `{"photos":[],"notes":"n","credential":${nested(5000)}}`;

    const answer = await api('POST', `/api/v1/operator/tasks/${task.task_id}/submit`, {
      rawBody: body,
      headers: { authorization: `Bearer ${task.operator.token}`, 'content-type': 'application/json' },
    });

    expect(answer).toMatchObject({ status: 400, body: { error: 'Request body is nested too deeply (at most 32 levels)' } });
  });

  it('accepts 32 levels and refuses 33', async () => {
    const agent = await fundedAgent(20);
    // The task body itself is one level; the nested value fills the rest.
    const at = (depth: number) =>
      api('POST', '/api/v1/tasks', {
        apiKey: agent.apiKey,
        rawBody: `{"title":"t","description":"d","reward_usd":5,"proof_requirements":["p"],"location":${nested(depth - 1)}}`,
        headers: { 'content-type': 'application/json' },
      });

    const deepest = await at(32);
    const tooDeep = await at(33);

    expect(deepest.status).toBe(400);
    expect(deepest.body.error).not.toMatch(/nested/);
    expect(tooDeep).toMatchObject({ status: 400, body: { error: 'Request body is nested too deeply (at most 32 levels)' } });
  });
});

describe('Resending verification mail', () => {
  it('sends at most one per minute, answering 429 with Retry-After meanwhile', async () => {
    const agent = await registerAgent();

    const first = await api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey });
    const second = await api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey });

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 429, body: { error: 'Rate limit exceeded' } });
    const retryAfter = Number(second.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
  });

  it('lets one of 25 parallel resends through: the registration mail and one more', async () => {
    const agent = await registerAgent();

    const answers = await Promise.all(Array.from({ length: 25 }, () => api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey })));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(24);
    const mails = await api('GET', `/dev/emails?to=${encodeURIComponent(agent.email)}`);
    expect(mails.body.data).toHaveLength(2);
    // The newest token is the one that verifies.
    const verified = await api('POST', '/api/v1/agents/verify-email', { body: { token: await latestVerificationToken(agent.email) } });
    expect(verified.status).toBe(200);
  });
});

describe('Callback URL ports', () => {
  it('refuses a port other than 443 at creation', async () => {
    const agent = await fundedAgent(20);

    const answer = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { title: 't', description: 'd', reward_usd: 5, proof_requirements: ['p'], callback_url: 'https://93.184.215.14:22/hook' },
    });

    expect(answer).toMatchObject({ status: 400, body: { error: 'callback_url must use port 443' } });
  });
});

describe('Operator tokens', () => {
  const forge = async (claims: { exp?: number; iat?: number }, operator: TestOperator) => {
    const idp = inject('localIdp');
    const key = await importPKCS8(idp.privateKey, 'RS256');
    const jwt = new SignJWT({ token_use: 'id', 'cognito:username': operator.id, email: operator.email })
      .setProtectedHeader({ alg: 'RS256', kid: idp.keyId })
      .setIssuer(idp.issuer)
      .setAudience(idp.audience)
      .setSubject(operator.id);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };
  const browseWith = (token: string) => api('GET', '/api/v1/operator/tasks', { headers: { authorization: `Bearer ${token}` } });
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a token with exp, a past iat and a lifetime within the cap', async () => {
    const operator = await newOperator();
    expect((await browseWith(await forge({ iat: now() - 10, exp: now() + 3600 }, operator))).status).toBe(200);
  });

  it.each([
    ['no exp', { iat: now() }],
    ['an iat in the future', { iat: now() + 600, exp: now() + 3600 }],
    ['a lifetime of a week', { iat: now(), exp: now() + 7 * 24 * 3600 }],
  ])('refuses a token with %s (401)', async (_, claims) => {
    const operator = await newOperator();
    expect(await browseWith(await forge(claims, operator))).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });
});

describe('Malformed Host header', () => {
  it('answers 400, not 500', async () => {
    const { port } = new URL(inject('baseUrl'));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/v1/health HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });

    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('Payout wallet addresses', () => {
  it('refuses an address whose EIP-55 checksum is wrong with 400', async () => {
    const operator = await newOperator();
    const address = '0x52908400098527886e0F7030069857D2E4169EE7';
    const answer = await api('POST', '/api/v1/operator/payout', asOperator(operator, { amount_usd: 10, wallet_address: address }));
    expect(answer).toMatchObject({ status: 400, body: { error: 'wallet_address must be all lower-case or EIP-55 checksummed' } });
  });
});
