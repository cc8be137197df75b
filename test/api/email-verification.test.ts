import { describe, expect, it } from 'vitest';
import { api, latestVerificationToken, registerAgent } from '../support/api';

describe('Email verification', () => {
  it('mails a token at registration that moves SANDBOX to VERIFIED', async () => {
    const agent = await registerAgent();
    const token = await latestVerificationToken(agent.email);

    const { status, body } = await api('POST', '/api/v1/agents/verify-email', { body: { token } });

    expect(status).toBe(200);
    expect(body).toEqual({ agent_id: agent.agentId, email_verified: true, tier: 'VERIFIED' });
    const me = await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey });
    expect(me.body).toMatchObject({
      tier: 'VERIFIED',
      email_verified: true,
      limits: { maxDailyTasks: 10, maxTaskValue: 100, maxDailySpend: 200 },
    });
  });

  it('accepts a token once: the second use answers 400 Email already verified', async () => {
    const agent = await registerAgent();
    const token = await latestVerificationToken(agent.email);
    await api('POST', '/api/v1/agents/verify-email', { body: { token } });

    const again = await api('POST', '/api/v1/agents/verify-email', { body: { token } });

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'Email already verified' });
  });

  it('verifies exactly once when the same token is used concurrently', async () => {
    const agent = await registerAgent();
    const token = await latestVerificationToken(agent.email);

    const results = await Promise.all(Array.from({ length: 5 }, () => api('POST', '/api/v1/agents/verify-email', { body: { token } })));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it('refuses an unknown token with 400', async () => {
    const { status, body } = await api('POST', '/api/v1/agents/verify-email', { body: { token: 'nope' } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid or expired verification token' });
  });

  it('resends a fresh token and retires the previous one', async () => {
    const agent = await registerAgent();
    const first = await latestVerificationToken(agent.email);

    const resent = await api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey });

    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: expect.any(String) });
    const second = await latestVerificationToken(agent.email);
    expect(second).not.toBe(first);
    const stale = await api('POST', '/api/v1/agents/verify-email', { body: { token: first } });
    expect(stale.status).toBe(400);
    const fresh = await api('POST', '/api/v1/agents/verify-email', { body: { token: second } });
    expect(fresh.status).toBe(200);
  });

  it('answers 400 Email already verified to a resend after verification', async () => {
    const agent = await registerAgent();
    await api('POST', '/api/v1/agents/verify-email', { body: { token: await latestVerificationToken(agent.email) } });

    const { status, body } = await api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey });

    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Email already verified' });
  });

  it('lists captured mail oldest first, filtered by recipient', async () => {
    const agent = await registerAgent();
    await api('POST', '/api/v1/agents/resend-verification', { apiKey: agent.apiKey });

    const { status, body } = await api('GET', `/dev/emails?to=${encodeURIComponent(agent.email)}`);

    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    for (const mail of body.data) {
      expect(mail).toEqual({ to: agent.email, subject: expect.any(String), text: expect.any(String), verification_token: expect.any(String) });
      expect(mail.text).toContain(mail.verification_token);
    }
  });
});
