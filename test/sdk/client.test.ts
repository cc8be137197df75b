import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { createHandoffClient, type HandoffClient, HandoffError } from '../../sdk/src/client';
import { createCredentialKeyPair, decryptCredential } from '../../sdk/src/credentials';
import { verifyWebhook } from '../../sdk/src/webhooks';
import { uniqueEmail } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { fundedAgent, newOperator, operatorClaims, operatorStarts, operatorSubmits } from '../support/tasks';

/** A fresh SANDBOX agent registered through the SDK, and a client holding its key. */
const sandboxAgent = async (): Promise<{ sdk: HandoffClient; agentId: string }> => {
  const registered = await createHandoffClient({ baseUrl: inject('baseUrl') }).register({ name: 'SDK Scout', email: uniqueEmail('sdk') });
  expect(registered).toMatchObject({ tier: 'SANDBOX', api_key: expect.stringMatching(/^hk_live_/) });
  return { sdk: createHandoffClient({ apiKey: registered.api_key, baseUrl: inject('baseUrl') }), agentId: registered.agent_id };
};

const TASK = {
  title: 'Is the corner store open?',
  description: 'Walk by 12 Main St.',
  reward_usd: 5,
  proof_requirements: ['photo of the storefront'],
};

describe('The SDK against the local stack', () => {
  it('registers a sandbox agent, creates a task and waits until the simulated operator completes it', async () => {
    const { sdk, agentId } = await sandboxAgent();
    expect(await sdk.me()).toMatchObject({ agent_id: agentId, tier: 'SANDBOX' });

    const created = await sdk.createTask(TASK);
    expect(created).toMatchObject({ status: 'PENDING', sandbox: true, reward_usd: 5 });
    const seen: string[] = [];
    const done = await sdk.waitForTask(created.task_id, { timeoutMs: 30_000, pollMs: 200, onStatus: (task) => seen.push(task.status) });

    expect(done).toMatchObject({ task_id: created.task_id, status: 'COMPLETED', guardian_result: { decision: 'APPROVE' } });
    expect(seen.at(-1)).toBe('COMPLETED');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect((await sdk.listTasks({ status: 'COMPLETED' })).data.map((task) => task.task_id)).toEqual([created.task_id]);
    expect(await sdk.balance()).toEqual({ deposit_balance: 0, escrow_balance: 0, currency: 'USD' });
  }, 45_000);

  it('rehearses manual_review: waitForTask stops at MANUAL_REVIEW, and the agent’s verify completes the task', async () => {
    const { sdk } = await sandboxAgent();
    const created = await sdk.createTask({ ...TASK, sandbox_scenario: 'manual_review' });
    const waiting = await sdk.waitForTask(created.task_id, { timeoutMs: 30_000, pollMs: 200 });
    expect(waiting).toMatchObject({ status: 'MANUAL_REVIEW', sandbox_scenario: 'manual_review', guardian_result: { decision: expect.any(String) } });
    await sdk.verifyTask(created.task_id, { decision: 'APPROVE' });
    expect(await sdk.waitForTask(created.task_id, { until: ['COMPLETED'], timeoutMs: 30_000, pollMs: 200 })).toMatchObject({ status: 'COMPLETED' });
  }, 60_000);

  it('rehearses operator_withdraws: claimed, then back to PENDING with no operator', async () => {
    const { sdk } = await sandboxAgent();
    const created = await sdk.createTask({ ...TASK, sandbox_scenario: 'operator_withdraws' });
    await sdk.waitForTask(created.task_id, { until: ['ESTIMATE_PENDING'], timeoutMs: 30_000, pollMs: 200 });
    const withdrawn = await sdk.waitForTask(created.task_id, { until: ['PENDING'], timeoutMs: 30_000, pollMs: 200 });
    expect(withdrawn).toMatchObject({ status: 'PENDING', operator: null, sandbox_scenario: 'operator_withdraws' });
  }, 60_000);

  it('rehearses expire: the task is never claimed and is CANCELLED at its deadline', async () => {
    const { sdk } = await sandboxAgent();
    const created = await sdk.createTask({ ...TASK, sandbox_scenario: 'expire', deadline: new Date(Date.now() + 5_000).toISOString() });
    const ended = await sdk.waitForTask(created.task_id, { timeoutMs: 30_000, pollMs: 200 });
    expect(ended).toMatchObject({ status: 'CANCELLED', operator: null });
  }, 45_000);

  it('replays a task creation sent again with the same Idempotency-Key instead of creating a second task', async () => {
    const { sdk } = await sandboxAgent();
    const key = `sdk-order-${Date.now()}`;
    const first = await sdk.createTask(TASK, { idempotencyKey: key });
    const again = await sdk.createTask(TASK, { idempotencyKey: key });
    expect(again.task_id).toBe(first.task_id);
    expect((await sdk.listTasks()).pagination.total).toBe(1);
    await sdk.cancelTask(first.task_id);
  });

  it("throws HandoffError with the API's status and message", async () => {
    const { sdk } = await sandboxAgent();
    const missing = await sdk.getTask('tsk_nope').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(HandoffError);
    expect(missing).toMatchObject({ status: 404, message: 'Task not found' });
    const tooRich = await sdk.createTask({ ...TASK, reward_usd: 11 }).catch((error: unknown) => error);
    expect(tooRich).toMatchObject({ status: 422, message: 'Maximum task value for SANDBOX tier is $10' });
    const unknownKey = createHandoffClient({ apiKey: 'hk_live_unknown', baseUrl: inject('baseUrl') });
    await expect(unknownKey.balance()).rejects.toMatchObject({ status: 401 });
  });

  it('creates, lists and revokes API keys', async () => {
    const { sdk } = await sandboxAgent();
    const key = await sdk.createApiKey('ci runner');
    expect((await sdk.listApiKeys()).data.map((listed) => listed.name)).toContain('ci runner');
    const second = createHandoffClient({ apiKey: key.api_key, baseUrl: inject('baseUrl') });
    expect((await second.me()).tier).toBe('SANDBOX');
    expect(await sdk.revokeApiKey(key.key_id)).toEqual({ revoked: true });
    await expect(second.me()).rejects.toMatchObject({ status: 401 });
  });

  it('verifies every callback the service sends for a task with verifyWebhook', async () => {
    const { sdk } = await sandboxAgent();
    const receiver = await startCallbackReceiver();
    try {
      const created = await sdk.createTask({ ...TASK, callback_url: receiver.url, callback_secret: 'sdk-hook-secret-value' });
      await sdk.waitForTask(created.task_id, { timeoutMs: 30_000, pollMs: 200 });
      // Delivered in order: once COMPLETED's callback is in, all are.
      for (const until = Date.now() + 30_000; !receiver.requests.some((request) => request.body.includes('"COMPLETED"')); await sleep(50)) {
        if (Date.now() > until) throw new Error(`no COMPLETED callback among ${receiver.requests.length}`);
      }
      const events = await Promise.all(receiver.requests.map((request) => verifyWebhook('sdk-hook-secret-value', request.body, request.headers)));
      expect(events.map((event) => event.status)).toEqual(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED', 'COMPLETED']);
      await expect(verifyWebhook('another-secret', receiver.requests[0]!.body, receiver.requests[0]!.headers)).rejects.toThrow();
      const deliveries = await sdk.getCallbackDeliveries(created.task_id);
      expect(deliveries.data.length).toBe(6);
    } finally {
      await receiver.close();
    }
  }, 45_000);

  it('takes a real CREDENTIAL task from estimate to decrypted credential', async () => {
    const agent = await fundedAgent(50);
    const sdk = createHandoffClient({ apiKey: agent.apiKey, baseUrl: inject('baseUrl') });
    const keys = await createCredentialKeyPair('EC');
    const created = await sdk.createTask({ ...TASK, task_type: 'API_KEY_PROCUREMENT', agent_public_key: keys.publicKeyPem });
    const operator = await newOperator();
    await operatorClaims(created.task_id, operator);
    // A real task rests at ESTIMATE_PENDING: the agent has to approve.
    expect((await sdk.waitForTask(created.task_id, { timeoutMs: 10_000, pollMs: 100 })).status).toBe('ESTIMATE_PENDING');
    expect(await sdk.approveEstimate(created.task_id)).toMatchObject({ status: 'ACCEPTED', estimate_minutes: 45 });
    await operatorStarts(created.task_id, operator);
    const credential = { api_key: `sk-test-${Date.now()}`, account: 'acme-bot' };
    await operatorSubmits(created.task_id, operator, { credential });
    await sdk.waitForTask(created.task_id, { until: ['MANUAL_REVIEW'], timeoutMs: 20_000, pollMs: 100 });
    await sdk.verifyTask(created.task_id, { decision: 'APPROVE' });
    await sdk.waitForTask(created.task_id, { until: ['COMPLETED'], timeoutMs: 20_000, pollMs: 100 });

    const retrieved = await sdk.retrieveCredential(created.task_id);
    expect(await decryptCredential(retrieved.encrypted_credential, keys.privateKeyPem)).toEqual(credential);
    expect(await sdk.rateTask(created.task_id, { score: 5, comment: 'Fast' })).toMatchObject({ task_id: created.task_id, score: 5 });
  }, 60_000);
});
