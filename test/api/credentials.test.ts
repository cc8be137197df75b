import { generateKeyPairSync } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FlattenedJWE, flattenedDecrypt, importPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { expectStoredAndLoggedNowhere } from '../support/secrets';
import { eventuallyStatus, fundedAgent, operatorSubmits, taskIn } from '../support/tasks';

const keyPair = (type: 'rsa' | 'ec') => {
  const publicKeyEncoding = { type: 'spki', format: 'pem' } as const;
  const privateKeyEncoding = { type: 'pkcs8', format: 'pem' } as const;
  return type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding, privateKeyEncoding })
    : generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding, privateKeyEncoding });
};

const retrieve = (agent: RegisteredAgent, taskId: string) => api('POST', `/api/v1/tasks/${taskId}/retrieve-credential`, { apiKey: agent.apiKey });
const NOT_AVAILABLE = { status: 404, body: { error: 'Credential task not found or not completed' } };

describe('POST /api/v1/tasks/{id}/retrieve-credential', () => {
  it.each([
    ['RSA-OAEP-256', 'rsa'],
    ['ECDH-ES+A256KW', 'ec'],
  ] as const)('returns a JWE (%s, A256GCM) that the agent’s private key opens to the submitted credential, once COMPLETED', async (alg, type) => {
    const { publicKey, privateKey } = keyPair(type);
    const agent = await fundedAgent(50);
    const receiver = await startCallbackReceiver();
    const task = await taskIn(agent, 'IN_PROGRESS', {
      task_type: 'API_KEY_PROCUREMENT',
      purpose: 'Our company app needs one API key from the weather service',
      agent_public_key: publicKey,
      callback_url: receiver.url,
    });
    const credential = { api_key: `sk-live-${Date.now()}-plaintext`, account: 'acme-bot' };
    await operatorSubmits(task.task_id, task.operator, { credential });
    expect(await retrieve(agent, task.task_id)).toMatchObject(NOT_AVAILABLE);

    await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    const { status, body } = await retrieve(agent, task.task_id);

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['encrypted_credential', 'task_id']);
    expect(body.task_id).toBe(task.task_id);
    const { plaintext, protectedHeader } = await flattenedDecrypt(body.encrypted_credential as FlattenedJWE, await importPKCS8(privateKey, alg));
    expect(protectedHeader).toMatchObject({ alg, enc: 'A256GCM' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(credential);

    // The plaintext reached nothing else: not the table, the logs, the callbacks or the task's views.
    // Delivered in order, so the task's callbacks are all in once COMPLETED, the last, is.
    for (const until = Date.now() + 30_000; JSON.parse(receiver.requests.at(-1)?.body ?? '{}').status !== 'COMPLETED'; await sleep(50)) {
      if (Date.now() > until) throw new Error(`no COMPLETED callback among ${receiver.requests.length}`);
    }
    await receiver.close();
    expect(receiver.requests.length).toBeGreaterThanOrEqual(6);
    for (const sent of receiver.requests) expect(sent.body).not.toContain(credential.api_key);
    for (const view of [
      await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey }),
      await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey }),
    ]) {
      expect(JSON.stringify(view.body)).not.toContain(credential.api_key);
    }
    await expectStoredAndLoggedNowhere(credential.api_key);
  });

  it('answers 404 for a task that is not a CREDENTIAL task, not the caller’s, or unknown', async () => {
    const agent = await fundedAgent(50);
    const photo = await taskIn(agent, 'PENDING');
    expect(await retrieve(agent, photo.task_id)).toMatchObject(NOT_AVAILABLE);
    expect(await retrieve(await registerAgent(), photo.task_id)).toMatchObject(NOT_AVAILABLE);
    expect(await retrieve(agent, 'task_unknown')).toMatchObject(NOT_AVAILABLE);
  });
});
