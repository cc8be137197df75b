import { describe, expect, it } from 'vitest';
import type { Suspension } from '../../../../../../../functions/contexts/accounts/agents/domain/agents';
import { generateApiKey, hashApiKey, MAX_ACTIVE_API_KEYS } from '../../../../../../../functions/contexts/accounts/agents/domain/api-keys';
import type { FoundKey } from '../../../../../../../functions/contexts/accounts/agents/store/api-keys-store';
import { getAgentProfile, getAgentWallet } from '../../../../../../../functions/contexts/accounts/agents/use-cases/agent-queries';
import { authenticateAgentKey } from '../../../../../../../functions/contexts/accounts/agents/use-cases/authenticate-agent';
import { bindAgentWallet } from '../../../../../../../functions/contexts/accounts/agents/use-cases/bind-wallet';
import { createApiKey } from '../../../../../../../functions/contexts/accounts/agents/use-cases/create-api-key';
import { issueWalletChallenge } from '../../../../../../../functions/contexts/accounts/agents/use-cases/issue-wallet-challenge';
import { registerAgent } from '../../../../../../../functions/contexts/accounts/agents/use-cases/register-agent';
import { resendVerification } from '../../../../../../../functions/contexts/accounts/agents/use-cases/resend-verification';
import { revokeApiKey } from '../../../../../../../functions/contexts/accounts/agents/use-cases/revoke-api-key';
import { verifyAgentEmail } from '../../../../../../../functions/contexts/accounts/agents/use-cases/verify-email';
import { UnauthenticatedError } from '../../../../../../../functions/platform/kernel/errors';
import { FakeAgentsStore, FakeMail, FakeWalletsStore } from '../../../../../../support/fakes/agents';

const now = new Date('2026-11-26T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;

const registered = async () => {
  const agents = new FakeAgentsStore();
  const mail = new FakeMail();
  const deps = { agents, mail, publicBaseUrl: 'https://handoff.test' };
  const agent = await registerAgent(deps, { name: 'Scout', email: 'Scout@Example.com' }, now);
  return { agents, mail, deps, agent };
};

describe('registration and email verification', () => {
  it('registers a SANDBOX agent with a first key and mails a token that verifies it once', async () => {
    const { agents, mail, deps, agent } = await registered();
    expect(agent).toMatchObject({ tier: 'SANDBOX', apiKey: expect.stringMatching(/^hk_live_/) });
    expect(agents.agents.get(agent.agentId)?.email).toBe('scout@example.com');
    const token = mail.sent[0]!.verification_token!;
    expect(mail.sent[0]!.text).toContain(`https://handoff.test/verify-email?token=${token}`);
    await expect(verifyAgentEmail(deps, token, now)).resolves.toEqual({ agentId: agent.agentId, tier: 'VERIFIED' });
    await expect(verifyAgentEmail(deps, token, now)).rejects.toThrow('Email already verified');
  });

  it('registers the agent as one without webhook endpoints, so its events are not written until it creates one', async () => {
    const { agents, agent } = await registered();
    expect(agents.agents.get(agent.agentId)?.webhooks_used).toBe(false);
  });

  it('keeps the registration when its mail fails: the agent asks again', async () => {
    const agents = new FakeAgentsStore();
    const mail = new FakeMail();
    mail.failing = true;
    const agent = await registerAgent({ agents, mail, publicBaseUrl: undefined }, { name: 'Scout', email: 'scout@example.com' }, now);
    expect(agents.agents.has(agent.agentId)).toBe(true);
  });

  it('resends at most once a minute, retires the earlier token, and fails the request when the mail fails', async () => {
    const { mail, deps, agent } = await registered();
    const first = mail.sent[0]!.verification_token!;
    await expect(resendVerification(deps, agent.agentId, now)).resolves.toEqual({ email: 'scout@example.com' });
    await expect(resendVerification(deps, agent.agentId, later(30_000))).rejects.toThrow(/rate limit|Too many/i);
    await expect(verifyAgentEmail(deps, first, now)).rejects.toThrow('Invalid or expired verification token');
    mail.failing = true;
    await expect(resendVerification(deps, agent.agentId, later(2 * MINUTE))).rejects.toThrow('Verification email could not be sent');
  });

  it('lets one of two parallel resends through', async () => {
    const { deps, agent } = await registered();
    const results = await Promise.allSettled([resendVerification(deps, agent.agentId, now), resendVerification(deps, agent.agentId, now)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a resend to a verified agent', async () => {
    const { mail, deps, agent } = await registered();
    await verifyAgentEmail(deps, mail.sent[0]!.verification_token!, now);
    await expect(resendVerification(deps, agent.agentId, now)).rejects.toThrow('Email already verified');
  });
});

describe('API keys', () => {
  it('makes a key with its scopes in catalogue order, each once, returning its secret once', async () => {
    const { agents, agent } = await registered();
    const key = await createApiKey({ agents }, agent.agentId, { name: 'ci', scopes: ['tasks:write', 'tasks:read', 'tasks:write'] }, now);
    expect(key.scopes).toEqual(['tasks:read', 'tasks:write']);
    const stored = (await agents.listActiveKeys(agent.agentId)).find((record) => record.key_id === key.keyId)!;
    expect(stored.key_hash).toBe(hashApiKey(key.apiKey));
    expect(JSON.stringify(stored)).not.toContain(key.apiKey);
  });

  it('stops at the limit of active keys, but revokes expired keys to make room', async () => {
    const { agents, agent } = await registered();
    const soon = later(MINUTE).toISOString();
    for (let n = 1; n < MAX_ACTIVE_API_KEYS; n += 1)
      await createApiKey({ agents }, agent.agentId, { name: `k${n}`, expiresAt: n === 1 ? soon : undefined }, now);
    await expect(createApiKey({ agents }, agent.agentId, { name: 'over' }, now)).rejects.toThrow('Too many API keys');
    await expect(createApiKey({ agents }, agent.agentId, { name: 'after expiry' }, later(2 * MINUTE))).resolves.toMatchObject({
      name: 'after expiry',
    });
    expect((await agents.listActiveKeys(agent.agentId)).some((record) => record.name === 'k1')).toBe(false);
  });

  it('revokes a key once; a second revoke is 404', async () => {
    const { agents, agent } = await registered();
    await revokeApiKey({ agents }, agent.agentId, agents.keys.get(agent.agentId)![0]!.key_id, now);
    await expect(revokeApiKey({ agents }, agent.agentId, agents.keys.get(agent.agentId)![0]!.key_id, now)).rejects.toThrow();
    expect(await agents.listActiveKeys(agent.agentId)).toEqual([]);
  });
});

describe('authenticateAgentKey', () => {
  const key = generateApiKey();
  const found = (overrides: Partial<FoundKey> = {}): FoundKey => ({ agentId: 'agt_1', keyId: 'key_1', ...overrides });
  const deps = (record: FoundKey | undefined, suspension?: Suspension) => {
    const uses: string[] = [];
    return {
      uses,
      findKeyByHash: async (hash: string) => (hash === key.keyHash ? record : undefined),
      recordKeyUse: async (_: string, keyId: string, at: string) => void uses.push(`${keyId}@${at}`),
      findSuspension: async () => suspension,
    };
  };

  it('names the agent of an active key holding the scope, recording its use at most every five minutes', async () => {
    const ports = deps(found({ keyId: 'key_rate' }));
    await expect(authenticateAgentKey(ports, key.apiKey, now, 'tasks:read')).resolves.toMatchObject({ kind: 'agent', agentId: 'agt_1' });
    await authenticateAgentKey(ports, key.apiKey, later(MINUTE), 'tasks:read');
    await authenticateAgentKey(ports, key.apiKey, later(5 * MINUTE), 'tasks:read');
    expect(ports.uses).toEqual([`key_rate@${now.toISOString()}`, `key_rate@${later(5 * MINUTE).toISOString()}`]);
  });

  it('refuses a missing, malformed, unknown or expired key with 401, and a key without the scope with 403', async () => {
    await expect(authenticateAgentKey(deps(found()), undefined, now, 'tasks:read')).rejects.toThrow('Missing API key');
    await expect(authenticateAgentKey(deps(found()), 'hk_live_short', now, 'tasks:read')).rejects.toThrow('Invalid API key');
    await expect(authenticateAgentKey(deps(undefined), key.apiKey, now, 'tasks:read')).rejects.toThrow('Invalid API key');
    await expect(authenticateAgentKey(deps(found({ expiresAt: now.toISOString() })), key.apiKey, now, 'tasks:read')).rejects.toThrow(
      'Invalid API key',
    );
    await expect(authenticateAgentKey(deps(found({ scopes: ['tasks:read'] })), key.apiKey, now, 'tasks:write')).rejects.toThrow(
      'API key lacks scope: tasks:write',
    );
  });

  it('accepts a key bound to a resource (an OAuth access token) at that resource only, and 401 elsewhere saying where it works', async () => {
    const mcp = 'https://handoff.example/mcp';
    const bound = found({ resource: mcp });
    await expect(authenticateAgentKey(deps(bound), key.apiKey, now, 'tasks:read', mcp)).resolves.toMatchObject({ agentId: 'agt_1' });
    await expect(authenticateAgentKey(deps(bound), key.apiKey, now, 'tasks:read')).rejects.toThrow(
      `This OAuth access token is bound to ${mcp} and works there only: use an API key here`,
    );
    await expect(authenticateAgentKey(deps(bound), key.apiKey, now, 'tasks:read', 'https://other.example/mcp')).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
    await expect(authenticateAgentKey(deps(found()), key.apiKey, now, 'tasks:read', mcp)).resolves.toMatchObject({ agentId: 'agt_1' });
  });

  it("holds a suspended agent's keys to reading its tasks and funds, 403 with the reason elsewhere; the MCP endpoint lets its tools decide", async () => {
    const suspended = deps(found(), { reason: 'Posted stalking requests', suspended_at: now.toISOString(), suspended_by: 'staff@example.com' });
    for (const scope of ['tasks:write', 'funds:write', 'keys:write', 'webhooks:write', 'any-key'] as const) {
      await expect(authenticateAgentKey(suspended, key.apiKey, now, scope)).rejects.toThrow('Agent suspended: Posted stalking requests');
    }
    await expect(authenticateAgentKey(suspended, key.apiKey, now, 'tasks:read')).resolves.toMatchObject({ agentId: 'agt_1' });
    await expect(authenticateAgentKey(suspended, key.apiKey, now, 'funds:read')).resolves.toMatchObject({ agentId: 'agt_1' });
    await expect(authenticateAgentKey(suspended, key.apiKey, now, 'any-key', undefined, true)).resolves.toMatchObject({ agentId: 'agt_1' });
  });
});

describe('wallets', () => {
  const chain = { name: 'base', chainId: 8453 };

  it('binds the wallet that signed the agent’s own fresh challenge, once per nonce', async () => {
    const { agents, agent } = await registered();
    const wallets = new FakeWalletsStore();
    const challenge = await issueWalletChallenge({ wallets, chain }, agent.agentId, now);
    expect(challenge.expires_at).toBe(later(10 * MINUTE).toISOString());
    const deps = { wallets, verifySignature: async ({ signature }: { signature: string }) => signature === 'good' };
    const input = { wallet_address: '0x000000000000000000000000000000000000dead', nonce: challenge.nonce, signature: 'good', chain: 'base' };
    await expect(bindAgentWallet(deps, agent.agentId, { ...input, signature: 'forged' }, now)).rejects.toThrow(
      'Signature does not match wallet_address',
    );
    await expect(bindAgentWallet(deps, 'agt_other', input, now)).rejects.toThrow('Invalid or expired challenge');
    await expect(bindAgentWallet(deps, agent.agentId, input, later(10 * MINUTE))).rejects.toThrow('Invalid or expired challenge');
    const bound = await bindAgentWallet(deps, agent.agentId, input, now);
    expect(bound.wallet_address).toBe('0x000000000000000000000000000000000000dEaD');
    await expect(bindAgentWallet(deps, agent.agentId, input, now)).rejects.toThrow('Invalid or expired challenge');
    agents.agents.set(agent.agentId, { ...agents.agents.get(agent.agentId)!, ...bound });
    await expect(getAgentWallet(agents, agent.agentId)).resolves.toEqual(bound);
  });

  it('answers 404 for the profile or wallet of an agent that does not exist', async () => {
    const agents = new FakeAgentsStore();
    await expect(getAgentProfile(agents, 'agt_none', now)).rejects.toThrow('Agent not found');
    await expect(getAgentWallet(agents, 'agt_none')).rejects.toThrow('Agent not found');
  });
});
