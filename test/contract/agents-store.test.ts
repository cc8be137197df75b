import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../functions/contexts/accounts/agents/domain/agents';
import { tierAfterEmailVerification as verified } from '../../functions/contexts/accounts/agents/domain/tiers';
import type { AgentsStore, NewKey, WalletsStore } from '../../functions/contexts/accounts/agents/ports';
import { agentRegistration, emailVerification } from '../../functions/contexts/accounts/agents/wiring/accounts';
import { apiKeys } from '../../functions/contexts/accounts/agents/wiring/keys';
import { walletChallenges } from '../../functions/contexts/accounts/agents/wiring/wallet-challenges';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeAgentsStore, FakeWalletsStore } from '../support/fakes/agents';

type Agents = Pick<
  AgentsStore,
  | 'createAgent'
  | 'getAgent'
  | 'addKey'
  | 'listActiveKeys'
  | 'revokeKey'
  | 'replaceVerificationToken'
  | 'verifyEmail'
  | 'getResendHistory'
  | 'recordResend'
>;

const sides = contractSides<{ agents: Agents; wallets: WalletsStore }>({
  fake: () => ({ agents: new FakeAgentsStore(), wallets: new FakeWalletsStore() }),
  'DynamoDB Local': () => ({
    agents: { ...agentRegistration.agents, ...emailVerification.agents, ...apiKeys.agents },
    wallets: walletChallenges.wallets,
  }),
});

const NOW = new Date('2026-11-29T11:00:00.000Z');
const LATER = '2026-11-30T11:00:00.000Z';

const anAgent = (overrides: Partial<Agent> = {}): Agent => {
  const id = randomUUID();
  return {
    agent_id: `agt_${id}`,
    name: 'Contract Agent',
    email: `contract-${id}@example.com`,
    tier: 'SANDBOX',
    email_verified: false,
    created_at: NOW.toISOString(),
    ...overrides,
  };
};
const aKey = (): NewKey => {
  const id = randomUUID().replaceAll('-', '');
  return { keyId: `key_${id.slice(0, 12)}`, keyHash: `hash_${id}`, keyPrefix: `hk_live_${id.slice(0, 4)}`, name: 'contract' };
};
const aToken = (expiresAt = new Date(LATER)) => ({ tokenHash: `tok_${randomUUID()}`, expiresAt });

describe.each(sides)('The agents store (%s)', (_side, make) => {
  it('reads back whether the agent used webhook endpoints as registered, and nothing for an agent registered without it', async () => {
    const { agents } = make();
    const marked = anAgent({ webhooks_used: false });
    const unmarked = anAgent();
    await agents.createAgent(marked, aKey(), aToken());
    await agents.createAgent(unmarked, aKey(), aToken());
    expect((await agents.getAgent(marked.agent_id))?.webhooks_used).toBe(false);
    expect(await agents.getAgent(unmarked.agent_id)).not.toHaveProperty('webhooks_used');
  });

  it('creates an agent with its first key, and refuses a second agent with the same email in any case', async () => {
    const { agents } = make();
    const agent = anAgent();
    await agents.createAgent(agent, aKey(), aToken());
    expect(await agents.getAgent(agent.agent_id)).toMatchObject({ email: agent.email, tier: 'SANDBOX' });
    expect(await agents.listActiveKeys(agent.agent_id)).toHaveLength(1);
    const twin = anAgent({ email: agent.email.toUpperCase() });
    expect(await refusalOf(agents.createAgent(twin, aKey(), aToken()))).toMatchObject({ error: 'ConflictError' });
    expect(await agents.getAgent(twin.agent_id)).toBeUndefined();
  });

  it('adds keys only below the limit of active ones, and a revoked key frees its place', async () => {
    const { agents } = make();
    const agent = anAgent();
    const first = aKey();
    await agents.createAgent(agent, first, aToken());
    expect(await agents.addKey(agent.agent_id, aKey(), NOW.toISOString(), 2)).toBe('added');
    expect(await agents.addKey(agent.agent_id, aKey(), NOW.toISOString(), 2)).toBe('limit_reached');
    await agents.revokeKey(agent.agent_id, first.keyId, NOW.toISOString());
    expect(await agents.addKey(agent.agent_id, aKey(), NOW.toISOString(), 2)).toBe('added');
    expect((await agents.listActiveKeys(agent.agent_id)).map((key) => key.key_id)).not.toContain(first.keyId);
  });

  it('revokes a key once: a revoked or unknown key is not found', async () => {
    const { agents } = make();
    const agent = anAgent();
    const key = aKey();
    await agents.createAgent(agent, key, aToken());
    await agents.revokeKey(agent.agent_id, key.keyId, NOW.toISOString());
    expect(await refusalOf(agents.revokeKey(agent.agent_id, key.keyId, NOW.toISOString()))).toEqual({
      error: 'NotFoundError',
      message: 'API key not found',
    });
    expect(await refusalOf(agents.revokeKey(agent.agent_id, 'key_unknown', NOW.toISOString()))).toMatchObject({ error: 'NotFoundError' });
  });

  it('verifies the email by the newest token only, once: a second use hears the email is verified', async () => {
    const { agents } = make();
    const agent = anAgent();
    const first = aToken();
    await agents.createAgent(agent, aKey(), first);
    const newest = aToken();
    await agents.replaceVerificationToken(agent.agent_id, newest);
    expect(await refusalOf(agents.verifyEmail(first.tokenHash, NOW, verified))).toEqual({
      error: 'InvalidRequestError',
      message: 'Invalid or expired verification token',
    });
    expect(await agents.verifyEmail(newest.tokenHash, NOW, verified)).toMatchObject({ email_verified: true, tier: 'VERIFIED' });
    expect(await agents.getAgent(agent.agent_id)).toMatchObject({ email_verified: true, tier: 'VERIFIED' });
    expect(await refusalOf(agents.verifyEmail(newest.tokenHash, NOW, verified))).toEqual({
      error: 'InvalidRequestError',
      message: 'Email already verified',
    });
  });

  it('refuses an expired or unknown verification token', async () => {
    const { agents } = make();
    const agent = anAgent();
    const token = aToken(new Date(NOW.getTime() + 1_000));
    await agents.createAgent(agent, aKey(), token);
    expect(await refusalOf(agents.verifyEmail(token.tokenHash, new Date(NOW.getTime() + 1_000), verified))).toMatchObject({
      error: 'InvalidRequestError',
    });
    expect(await refusalOf(agents.verifyEmail('tok_unknown', NOW, verified))).toMatchObject({ error: 'InvalidRequestError' });
    expect(await agents.getAgent(agent.agent_id)).toMatchObject({ email_verified: false });
  });

  it('takes a resend slot only while the history is as read', async () => {
    const { agents } = make();
    const email = `contract-${randomUUID()}@example.com`;
    const first = { lastSentAt: NOW.toISOString(), day: '2026-11-29', sentOnDay: 1 };
    expect(await agents.getResendHistory(email)).toBeUndefined();
    expect(await agents.recordResend(email, first, undefined)).toBe(true);
    expect(await agents.recordResend(email, { ...first, lastSentAt: LATER }, undefined)).toBe(false);
    const second = { lastSentAt: '2026-11-29T11:01:00.000Z', day: '2026-11-29', sentOnDay: 2 };
    expect(await agents.recordResend(email, second, first)).toBe(true);
    expect(await agents.getResendHistory(email)).toEqual(second);
  });
});

describe.each(sides)('The wallets store (%s)', (_side, make) => {
  const challengeOf = (agentId: string, issuedAt = NOW) => ({
    agent_id: agentId,
    nonce: randomUUID(),
    chain: 'base',
    chain_id: 84532,
    issued_at: issuedAt.toISOString(),
    message: 'Sign in',
  });
  const wallet = { wallet_address: '0x00000000000000000000000000000000000000a1', wallet_chain: 'base', wallet_verified_at: NOW.toISOString() };

  it('binds a wallet by a challenge once: the nonce is used up', async () => {
    const { agents, wallets } = make();
    const agent = anAgent();
    await agents.createAgent(agent, aKey(), aToken());
    const challenge = challengeOf(agent.agent_id);
    await wallets.putChallenge(challenge);
    expect(await wallets.getChallenge(challenge.nonce)).toMatchObject({ agent_id: agent.agent_id, message: 'Sign in' });
    await wallets.bindWallet(agent.agent_id, challenge.nonce, wallet, NOW);
    expect(await wallets.getChallenge(challenge.nonce)).toBeUndefined();
    expect(await refusalOf(wallets.bindWallet(agent.agent_id, challenge.nonce, wallet, NOW))).toMatchObject({ error: 'InvalidRequestError' });
  });

  it('refuses another agent’s challenge, and one past its ten minutes, keeping it', async () => {
    const { agents, wallets } = make();
    const [owner, other] = [anAgent(), anAgent()];
    await agents.createAgent(owner, aKey(), aToken());
    await agents.createAgent(other, aKey(), aToken());
    const challenge = challengeOf(owner.agent_id);
    await wallets.putChallenge(challenge);
    expect(await refusalOf(wallets.bindWallet(other.agent_id, challenge.nonce, wallet, NOW))).toMatchObject({ error: 'InvalidRequestError' });
    const expired = new Date(NOW.getTime() + 10 * 60_000);
    expect(await refusalOf(wallets.bindWallet(owner.agent_id, challenge.nonce, wallet, expired))).toMatchObject({ error: 'InvalidRequestError' });
    expect(await wallets.getChallenge(challenge.nonce)).toBeDefined();
  });
});
