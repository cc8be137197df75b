import { describe, expect, inject, it } from 'vitest';
import { api, registerAgent, uniqueEmail } from '../support/api';
import { asOperator, createTask, fundedAgent, newOperator, taskBody } from '../support/tasks';

// DECISIONS, "Agent interfaces, second step": a field the operation does not define is refused by name, not ignored.
describe('unknown fields in a JSON body', () => {
  it('refuses deadline_hours on task creation, suggesting deadline, and creates nothing', async () => {
    const agent = await fundedAgent(50);

    const { status, body } = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: { ...taskBody(), deadline_hours: 24 } });

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Unknown field: deadline_hours; did you mean deadline?' });
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body.escrow_balance).toBe(0);
  });

  it('refuses a nested one by its path', async () => {
    const agent = await fundedAgent(50);

    const { status, body } = await api('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { ...taskBody(), location: { lat: 52.52, lng: 13.4, altitude: 34 } },
    });

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Unknown field: location.altitude' });
  });

  it('refuses one on an operator route', async () => {
    const task = await createTask(await fundedAgent(50));

    const { status, body } = await api(
      'POST',
      `/api/v1/operator/tasks/${task.task_id}/accept`,
      asOperator(await newOperator(), { estimate_minutes: 30, estimate_notes: 'On my way' }),
    );

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Unknown field: estimate_notes; did you mean estimate_note?' });
  });

  it('refuses one on an admin route', async () => {
    const operator = await newOperator();

    const { status, body } = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { decision: 'REJECTED', decison: 'APPROVED' },
    });

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Unknown field: decison; did you mean decision?' });
  });

  it('refuses one on a public route (registration)', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/register', { body: { name: 'A', email: uniqueEmail(), compnay: 'Acme' } });

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Unknown field: compnay; did you mean company?' });
  });

  it("ignores one where OAuth's standards say to: client registration and the consent post", async () => {
    const registered = await api('POST', '/api/v1/oauth/register', {
      body: { client_name: 'Strict test', redirect_uris: ['http://127.0.0.1:9/cb'], logo_uri: 'https://example.com/logo.png' },
    });
    expect(registered.status).toBe(201);
    const agent = await registerAgent();
    const consent = await api('POST', '/api/v1/oauth/authorization', { apiKey: agent.apiKey, body: { client_id: 'nobody', prompt: 'consent' } });
    expect(consent.body.error).not.toMatch(/Unknown field/);
  });
});
