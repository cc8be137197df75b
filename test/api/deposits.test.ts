import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredAgent, registerAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { createTask, fundedAgent } from '../support/tasks';

const txHash = () => `0x${randomBytes(32).toString('hex')}`;
const deposit = (agent: RegisteredAgent, body: Record<string, unknown>) => api('POST', '/api/v1/agents/deposit/usdc', { apiKey: agent.apiKey, body });
const balance = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
const tier = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/me', { apiKey: agent.apiKey })).body.tier;

describe('GET /api/v1/agents/deposit-address', () => {
  it('describes where to deposit from configuration (Base mainnet USDC by default) and that no wallet is bound yet', async () => {
    const agent = await registerAgent();
    const { status, body } = await api('GET', '/api/v1/agents/deposit-address', { apiKey: agent.apiKey });
    expect(status).toBe(200);
    expect(body).toEqual({
      // Development without a chain: the zero address, to which USDC refuses transfers.
      address: '0x0000000000000000000000000000000000000000',
      chain: 'base',
      chain_id: 8453,
      currency: 'USDC',
      contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      confirmations_required: 12,
      min_deposit: 5,
      max_deposit: 10000,
      wallet_address: null,
      wallet_verified: false,
    });
  });
});

describe('POST /api/v1/agents/deposit/usdc (development mode)', () => {
  it('credits a new transaction at once and answers CONFIRMED with the nine fields', async () => {
    const agent = await registerAgent();
    const hash = txHash();

    const { status, body } = await deposit(agent, { tx_hash: hash.toUpperCase().replace('0X', '0x'), amount_usdc: 25.5, chain: 'base' });

    expect(status).toBe(200);
    expect(body).toEqual({
      transaction_id: expect.stringMatching(/^dep_/),
      chain: 'base',
      tx_hash: hash,
      amount_usdc: 25.5,
      amount_credited: 25.5,
      status: 'CONFIRMED',
      confirmations: 0,
      confirmations_required: 0,
      message: expect.stringContaining('credited'),
    });
    expect(await balance(agent)).toEqual({ deposit_balance: 25.5, escrow_balance: 0, currency: 'USD' });
    expect(await api('GET', `/api/v1/agents/deposits/${body.transaction_id}`, { apiKey: agent.apiKey })).toMatchObject({ status: 200, body });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it("hides another agent's deposit", async () => {
    const [owner, other] = await Promise.all([registerAgent(), registerAgent()]);
    const { body } = await deposit(owner, { tx_hash: txHash(), amount_usdc: 5 });
    expect(await api('GET', `/api/v1/agents/deposits/${body.transaction_id}`, { apiKey: other.apiKey })).toMatchObject({
      status: 404,
      body: { error: 'Deposit not found' },
    });
  });

  it('refuses a transaction reported before, by the same agent or another, however its hash is spelled', async () => {
    const [first, second] = await Promise.all([registerAgent(), registerAgent()]);
    const hash = txHash();
    expect((await deposit(first, { tx_hash: hash, amount_usdc: 10 })).status).toBe(200);
    const already = { status: 409, body: { error: 'Transaction already processed' } };
    expect(await deposit(first, { tx_hash: hash, amount_usdc: 10 })).toMatchObject(already);
    expect(await deposit(second, { tx_hash: hash.toUpperCase().replace('0X', '0x'), amount_usdc: 10 })).toMatchObject(already);
    expect((await balance(second)).deposit_balance).toBe(0);
    await expectLedgerConsistent({ agentIds: [first.agentId, second.agentId] });
  });

  it('credits a transaction once when several agents report it at the same moment', async () => {
    const agents = await Promise.all(Array.from({ length: 6 }, () => registerAgent()));
    const tx_hash = txHash();

    const responses = await Promise.all(agents.map((agent) => deposit(agent, { tx_hash, amount_usdc: 20 })));

    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const balances = await Promise.all(agents.map(balance));
    expect(balances.map((b) => b.deposit_balance).sort()).toEqual([0, 0, 0, 0, 0, 20]);
    await expectLedgerConsistent({ agentIds: agents.map((agent) => agent.agentId) });
  });

  it('accepts free-form transaction ids in development, trimmed', async () => {
    const agent = await registerAgent();
    const id = `dev-tx-${randomUUID()}`;
    expect((await deposit(agent, { tx_hash: `  ${id} `, amount_usdc: 5 })).body).toMatchObject({ tx_hash: id, status: 'CONFIRMED' });
  });

  it('validates the report', async () => {
    const agent = await registerAgent();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_usdc: 10 }, 'tx_hash is required'],
      [{ tx_hash: '', amount_usdc: 10 }, 'tx_hash must not be empty'],
      [{ tx_hash: txHash() }, 'amount_usdc is required'],
      [{ tx_hash: txHash(), amount_usdc: '10' }, 'amount_usdc must be a number'],
      [{ tx_hash: txHash(), amount_usdc: 4.99 }, 'amount_usdc must be at least 5'],
      [{ tx_hash: txHash(), amount_usdc: 10000.01 }, 'amount_usdc must be at most 10000'],
      [{ tx_hash: txHash(), amount_usdc: 10.001 }, 'amount_usdc must have at most 2 decimal places'],
      [{ tx_hash: txHash(), amount_usdc: 10, chain: 'ethereum' }, 'chain must be one of base'],
    ];
    for (const [body, error] of cases) expect(await deposit(agent, body), error).toMatchObject({ status: 400, body: { error } });
    expect((await deposit(agent, { tx_hash: txHash(), amount_usdc: 5 })).status).toBe(200);
    expect((await deposit(agent, { tx_hash: txHash(), amount_usdc: 10000 })).status).toBe(200);
    expect((await balance(agent)).deposit_balance).toBe(10005);
  });
});

describe('Deposits and tiers', () => {
  it('moves an agent to STANDARD with one deposit of at least $50, which then funds tasks above the VERIFIED limits', async () => {
    const agent = await fundedAgent(0);
    expect(await tier(agent)).toBe('VERIFIED');
    await deposit(agent, { tx_hash: txHash(), amount_usdc: 49.99 });
    await deposit(agent, { tx_hash: txHash(), amount_usdc: 49.99 });
    expect(await tier(agent)).toBe('VERIFIED');

    await deposit(agent, { tx_hash: txHash(), amount_usdc: 50 });

    expect(await tier(agent)).toBe('STANDARD');
    const task = await createTask(agent, { reward_usd: 130 });
    expect(task.total_escrow).toBe(143);
    expect(await balance(agent)).toEqual({ deposit_balance: 6.98, escrow_balance: 143, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('moves a SANDBOX agent to STANDARD too', async () => {
    const agent = await registerAgent();
    await deposit(agent, { tx_hash: txHash(), amount_usdc: 75 });
    expect(await tier(agent)).toBe('STANDARD');
  });
});
