import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { bindAgentWallet } from '../../functions/contexts/accounts/agents/use-cases/bind-wallet';
import { agentWallets } from '../../functions/contexts/accounts/agents/wiring/wallets';
import { api, ISO_MILLIS, type RegisteredAgent, registerAgent } from '../support/api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const challenge = async (agent: RegisteredAgent) => {
  const response = await api('POST', '/api/v1/agents/wallet/challenge', { apiKey: agent.apiKey });
  expect(response.status).toBe(201);
  return response.body as { chain: string; nonce: string; issued_at: string; expires_at: string; message: string };
};

const bind = (agent: RegisteredAgent, body: Record<string, unknown>) => api('PUT', '/api/v1/agents/wallet', { apiKey: agent.apiKey, body });

const INVALID_CHALLENGE = { status: 400, body: { error: 'Invalid or expired challenge' } };

describe('POST /api/v1/agents/wallet/challenge', () => {
  it('issues a single-use nonce and an EIP-191 message naming the service, the agent, the nonce and the time', async () => {
    const agent = await registerAgent();
    const body = await challenge(agent);
    expect(body).toEqual({
      chain: 'base',
      nonce: expect.stringMatching(UUID),
      issued_at: expect.stringMatching(ISO_MILLIS),
      expires_at: new Date(Date.parse(body.issued_at) + 10 * 60 * 1000).toISOString(),
      message: expect.any(String),
    });
    for (const part of ['Handoff', agent.agentId, body.nonce, body.issued_at, 'chain id 8453']) expect(body.message).toContain(part);
    expect((await challenge(agent)).nonce).not.toBe(body.nonce);
  });

  it('needs an API key', async () => {
    expect((await api('POST', '/api/v1/agents/wallet/challenge')).status).toBe(401);
  });
});

describe('PUT /api/v1/agents/wallet', () => {
  it('binds the wallet whose key signed the challenge, and GET shows it', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await challenge(agent);
    expect((await api('GET', '/api/v1/agents/wallet', { apiKey: agent.apiKey })).body).toEqual({
      agent_id: agent.agentId,
      wallet_address: null,
      chain: 'base',
      verified_at: null,
    });

    const bound = await bind(agent, { wallet_address: wallet.address.toLowerCase(), nonce, signature: await wallet.signMessage({ message }) });

    expect(bound).toMatchObject({
      status: 200,
      body: { agent_id: agent.agentId, wallet_address: wallet.address, chain: 'base', verified_at: expect.stringMatching(ISO_MILLIS) },
    });
    expect((await api('GET', '/api/v1/agents/wallet', { apiKey: agent.apiKey })).body).toEqual(bound.body);
    const depositInfo = await api('GET', '/api/v1/agents/deposit-address', { apiKey: agent.apiKey });
    expect(depositInfo.body).toMatchObject({ wallet_address: wallet.address, wallet_verified: true });
  });

  it('refuses a signature by another key than the wallet named, and leaves the challenge usable', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await challenge(agent);

    const refused = await bind(agent, { wallet_address: wallet.address, nonce, signature: await impostor.signMessage({ message }) });

    expect(refused).toMatchObject({ status: 400, body: { error: 'Signature does not match wallet_address' } });
    expect((await api('GET', '/api/v1/agents/wallet', { apiKey: agent.apiKey })).body.wallet_address).toBeNull();
    expect((await bind(agent, { wallet_address: wallet.address, nonce, signature: await wallet.signMessage({ message }) })).status).toBe(200);
  });

  it('refuses a signature of another text than the challenge', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce } = await challenge(agent);
    const refused = await bind(agent, { wallet_address: wallet.address, nonce, signature: await wallet.signMessage({ message: 'something else' }) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Signature does not match wallet_address' } });
  });

  it('refuses a nonce used before', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await challenge(agent);
    const body = { wallet_address: wallet.address, nonce, signature: await wallet.signMessage({ message }) };
    expect((await bind(agent, body)).status).toBe(200);
    expect(await bind(agent, body)).toMatchObject(INVALID_CHALLENGE);
  });

  it('binds once when the same signed challenge is sent twice at the same moment', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await challenge(agent);
    const body = { wallet_address: wallet.address, nonce, signature: await wallet.signMessage({ message }) };
    const statuses = (await Promise.all([bind(agent, body), bind(agent, body), bind(agent, body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
  });

  it("refuses another agent's nonce and an unknown one", async () => {
    const [owner, other] = await Promise.all([registerAgent(), registerAgent()]);
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await challenge(owner);
    const signature = await wallet.signMessage({ message });
    expect(await bind(other, { wallet_address: wallet.address, nonce, signature })).toMatchObject(INVALID_CHALLENGE);
    expect(await bind(owner, { wallet_address: wallet.address, nonce: randomUUID(), signature })).toMatchObject(INVALID_CHALLENGE);
    expect((await bind(owner, { wallet_address: wallet.address, nonce, signature })).status).toBe(200);
  });

  it('refuses a challenge once its 10 minutes have run out (clock injected)', async () => {
    const agent = await registerAgent();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { nonce, message, issued_at } = await challenge(agent);
    const input = { wallet_address: wallet.address, nonce, signature: await wallet.signMessage({ message }), chain: 'base' as const };
    const issued = Date.parse(issued_at);

    await expect(bindAgentWallet(agentWallets, agent.agentId, input, new Date(issued + 10 * 60 * 1000))).rejects.toThrow(
      'Invalid or expired challenge',
    );
    await expect(bindAgentWallet(agentWallets, agent.agentId, input, new Date(issued + 10 * 60 * 1000 - 1))).resolves.toMatchObject({
      wallet_address: wallet.address,
    });
  });

  it('validates the body', async () => {
    const agent = await registerAgent();
    const { nonce } = await challenge(agent);
    const wallet_address = privateKeyToAccount(generatePrivateKey()).address;
    const cases: [Record<string, unknown>, string][] = [
      [{ nonce, signature: '0x00' }, 'wallet_address is required'],
      [{ wallet_address: '0x1234', nonce, signature: '0x00' }, 'wallet_address must be a 0x-prefixed 20-byte hex address'],
      [{ wallet_address, nonce: 'not-a-uuid', signature: '0x00' }, 'nonce must be a valid uuid'],
      [{ wallet_address, nonce, signature: 'zz' }, 'signature must be 0x-prefixed hex'],
      [{ wallet_address, nonce, signature: '0x00', chain: 'ethereum' }, 'chain must be one of base'],
    ];
    for (const [body, error] of cases) expect(await bind(agent, body), error).toMatchObject({ status: 400, body: { error } });
  });
});
