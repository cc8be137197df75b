import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, type RegisteredAgent, uniqueEmail } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { mcpAccessToken, mcpClient } from '../support/mcp-access';
import {
  asOperator,
  CONVINCING_PROOF,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorSubmits,
  taskBody,
  taskIn,
} from '../support/tasks';

/**
 * Staff suspend an agent over HTTP: every key and token of it (X-API-Key, an OAuth access token at
 * /mcp, the key at /mcp) is refused on what writes and still reads its tasks, balance and deposits;
 * its open tasks are cancelled with their whole escrow refunded, its claimed work finishes and is
 * paid; its owner is mailed; the audit log and its record say so; unsuspending restores it.
 */
const adminKey = () => ({ headers: { 'x-admin-key': inject('adminKey') } });
const REASON = 'Posted requests to follow and photograph a private person';
const suspended = `Agent suspended: ${REASON}`;

const newStaffToken = async (): Promise<{ email: string; token: string }> => {
  const email = uniqueEmail('staff');
  expect((await api('POST', '/api/v1/admin/admins', { ...adminKey(), body: { email, name: 'Sam Staff' } })).status).toBe(201);
  return { email, token: (await api('POST', '/dev/admin-token', { body: { email } })).body.token };
};

const suspend = (agentId: string, reason = REASON) => api('POST', `/api/v1/admin/agents/${agentId}/suspend`, { ...adminKey(), body: { reason } });
const balance = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
const mailsTo = async (email: string) =>
  ((await api('GET', `/dev/emails?to=${encodeURIComponent(email)}`)).body.data as { subject: string; text: string }[]).filter((mail) =>
    mail.subject.includes('suspended'),
  );
const auditOf = async (agentId: string) =>
  (
    (await api('GET', '/api/v1/admin/audit?limit=100', adminKey())).body.data as { action: string; target: string; actor: string; detail: string }[]
  ).filter((entry) => entry.target === agentId);
/** A tool call's refusal text, or undefined when the tool ran. */
const toolRefusal = async (credential: string, name: string, args: Record<string, unknown>): Promise<string | undefined> => {
  const mcp = await mcpClient(credential);
  try {
    const result = await mcp.callTool({ name, arguments: args });
    return result.isError ? (result.content as { text: string }[])[0]!.text : undefined;
  } finally {
    await mcp.close();
  }
};

describe('POST /api/v1/admin/agents/{id}/suspend and /unsuspend', () => {
  it('stops every credential but reads, cancels open work with the whole escrow refunded, lets claimed work be paid, mails and audits', async () => {
    const agent = await fundedAgent(100);
    const deposit = await api('POST', '/api/v1/agents/deposit/usdc', {
      apiKey: agent.apiKey,
      body: { tx_hash: `0x${randomBytes(32).toString('hex')}`, amount_usdc: 5, chain: 'base' },
    });
    expect(deposit.status).toBe(200);
    const oauthToken = await mcpAccessToken(agent.apiKey);
    const pending = await createTask(agent, { reward_usd: 10 });
    const estimating = await taskIn(agent, 'ESTIMATE_PENDING', { reward_usd: 20 });
    const claimed = await taskIn(agent, 'IN_PROGRESS', { reward_usd: 12 });
    const before = await balance(agent);
    const staff = await newStaffToken();

    const answer = await api('POST', `/api/v1/admin/agents/${agent.agentId}/suspend`, {
      headers: { authorization: `Bearer ${staff.token}` },
      body: { reason: `  ${REASON} ` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ agent_id: agent.agentId, suspension: { reason: REASON, suspended_by: staff.email } });
    expect(answer.body.cancelled).toEqual(
      expect.arrayContaining([
        { task_id: pending.task_id, refunded_usd: pending.total_escrow },
        { task_id: estimating.task_id, refunded_usd: estimating.total_escrow },
      ]),
    );
    expect(answer.body.cancelled).toHaveLength(2);

    // Every credential kind, on routes that write (and the agent's own profile): 403 with the reason.
    expect(await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody() })).toMatchObject({ status: 403, body: { error: suspended } });
    expect(await api('POST', `/api/v1/tasks/${claimed.task_id}/messages`, { apiKey: agent.apiKey, body: { text: 'Hello' } })).toMatchObject({
      status: 403,
      body: { error: suspended },
    });
    expect(await api('POST', '/api/v1/agents/keys', { apiKey: agent.apiKey, body: { name: 'another' } })).toMatchObject({ status: 403 });
    expect(await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey })).toMatchObject({ status: 403, body: { error: suspended } });
    const createArgs = { title: 'Is it open?', description: 'Look at the shop.', reward_usd: 5, proof_requirements: ['photo'] };
    expect(await toolRefusal(oauthToken, 'create_task', createArgs)).toBe(`${suspended} (HTTP 403)`);
    expect(await toolRefusal(agent.apiKey, 'create_task', createArgs)).toBe(`${suspended} (HTTP 403)`);

    // Reading its tasks, balance and deposits goes on, by key and by token.
    expect(await toolRefusal(oauthToken, 'get_balance', {})).toBeUndefined();
    expect(await toolRefusal(agent.apiKey, 'list_tasks', {})).toBeUndefined();
    expect((await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey })).status).toBe(200);
    expect((await api('GET', `/api/v1/agents/deposits/${deposit.body.transaction_id}`, { apiKey: agent.apiKey })).status).toBe(200);
    for (const task of [pending, estimating]) {
      expect((await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body).toMatchObject({ status: 'CANCELLED' });
    }
    const after = await balance(agent);
    expect(after.deposit_balance).toBeCloseTo(before.deposit_balance + pending.total_escrow + estimating.total_escrow, 2);
    expect(after.escrow_balance).toBeCloseTo(claimed.total_escrow, 2);

    // Claimed work goes on: submitted, verified by the Guardian, the operator paid.
    expect((await operatorSubmits(claimed.task_id, claimed.operator, CONVINCING_PROOF)).status).toBe(200);
    await eventuallyStatus(agent, claimed.task_id, 'COMPLETED');
    expect((await api('GET', '/api/v1/operator/earnings', asOperator(claimed.operator))).body).toMatchObject({ total_earned: 12 });

    // The owner is told once; the audit log and the record say who did it and why.
    const mails = await mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(REASON);
    expect(await auditOf(agent.agentId)).toEqual([expect.objectContaining({ action: 'agent_suspended', actor: staff.email, detail: REASON })]);
    const record = await api('GET', `/api/v1/admin/agents/${agent.agentId}`, adminKey());
    expect(record.body).toMatchObject({
      suspension: { reason: REASON, suspended_by: staff.email },
      suspension_history: [{ action: 'suspended', actor: staff.email, reason: REASON }],
    });

    // Suspending again keeps the first suspension and cancels nothing more; nothing is mailed or audited twice.
    const again = await suspend(agent.agentId, 'Another reason');
    expect(again).toMatchObject({ status: 200, body: { suspension: { reason: REASON }, cancelled: [] } });
    expect(await mailsTo(agent.email)).toHaveLength(1);

    // Lifted: its key writes again at once.
    const lifted = await api('POST', `/api/v1/admin/agents/${agent.agentId}/unsuspend`, adminKey());
    expect(lifted).toMatchObject({ status: 200, body: { agent_id: agent.agentId, suspension: null } });
    expect((await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody() })).status).toBe(201);
    expect(await toolRefusal(oauthToken, 'create_task', createArgs)).toBeUndefined();
    expect((await api('POST', `/api/v1/admin/agents/${agent.agentId}/unsuspend`, adminKey())).body.suspension).toBeNull();
    expect((await auditOf(agent.agentId)).map((entry) => entry.action)).toEqual(['agent_unsuspended', 'agent_suspended']);
    expect((await api('GET', `/api/v1/admin/agents/${agent.agentId}`, adminKey())).body).toMatchObject({
      suspension: null,
      suspension_history: [{ action: 'unsuspended', actor: 'admin-key', reason: REASON }, { action: 'suspended' }],
    });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [claimed.operator.id, estimating.operator.id] });
  });

  it('is for staff only, 404 for an unknown agent, and wants a reason', async () => {
    const agent = await fundedAgent(0);
    const operator = await newOperator();
    const path = `/api/v1/admin/agents/${agent.agentId}/suspend`;
    const strangers: Record<string, string>[] = [
      {},
      { 'x-admin-key': 'not-the-key' },
      { 'x-api-key': agent.apiKey },
      { authorization: `Bearer ${operator.token}` },
    ];
    for (const headers of strangers) {
      expect([401, 403]).toContain((await api('POST', path, { headers, body: { reason: REASON } })).status);
      expect([401, 403]).toContain((await api('POST', `/api/v1/admin/agents/${agent.agentId}/unsuspend`, { headers })).status);
    }
    expect(await suspend('agt_unknown')).toMatchObject({ status: 404, body: { error: 'Agent not found' } });
    expect(await api('POST', '/api/v1/admin/agents/agt_unknown/unsuspend', adminKey())).toMatchObject({ status: 404 });
    for (const reason of ['', '   ', 'x'.repeat(501)]) expect((await suspend(agent.agentId, reason)).status).toBe(400);
    expect((await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey })).status).toBe(200);
  });

  it('leaves no task created during the suspension open: each is refused or cancelled with its escrow refunded', async () => {
    const agent = await fundedAgent(100);
    const creations = Array.from({ length: 8 }, () => api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: 5 }) }));
    const [suspension, ...created] = await Promise.all([suspend(agent.agentId), ...creations]);
    expect(suspension.status).toBe(200);
    for (const answer of created) {
      if (answer.status === 403) {
        expect(answer.body).toEqual({ error: suspended });
        continue;
      }
      expect(answer.status).toBe(201);
      expect((await api('GET', `/api/v1/tasks/${answer.body.task_id}`, { apiKey: agent.apiKey })).body).toMatchObject({
        status: 'CANCELLED',
        refunded_usd: answer.body.total_escrow,
      });
    }
    expect(await balance(agent)).toMatchObject({ deposit_balance: 100, escrow_balance: 0 });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});
