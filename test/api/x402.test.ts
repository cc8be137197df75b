import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { createHandoffClient, HandoffError } from '../../sdk/src/client';
import { decodePaymentRequired, decodePaymentResponse, type PaymentRequired, signPayment } from '../../sdk/src/x402';
import { api, type RegisteredAgent } from '../support/api';
import { expectLedgerConsistent, fundAgent } from '../support/ledger';
import { fundedAgent, taskBody } from '../support/tasks';

/**
 * x402 in development mode (no chain): a task or batch the balance cannot cover answers 402 with
 * payment requirements for the shortfall; the same request with a payment signed by the bound
 * wallet is credited at once and created.
 */
type Wallet = ReturnType<typeof privateKeyToAccount>;

/** A VERIFIED agent with `dollars` on deposit and a bound wallet. */
const agentWithWallet = async (dollars = 0): Promise<RegisteredAgent & { wallet: Wallet }> => {
  const agent = await fundedAgent(dollars);
  const wallet = privateKeyToAccount(generatePrivateKey());
  const { body: challenge } = await api('POST', '/api/v1/agents/wallet/challenge', { apiKey: agent.apiKey });
  const bound = await api('PUT', '/api/v1/agents/wallet', {
    apiKey: agent.apiKey,
    body: { wallet_address: wallet.address, nonce: challenge.nonce, signature: await wallet.signMessage({ message: challenge.message }) },
  });
  expect(bound.status).toBe(200);
  return { ...agent, wallet };
};

const createTask = (agent: RegisteredAgent, headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) =>
  api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(overrides), headers });
const balance = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;

/** The requirements of a 402: the header's, which must equal what the body carries beside `error`. */
const requirementsOf = (response: { status: number; body: any; headers: Headers }): PaymentRequired => {
  expect(response.status).toBe(402);
  const header = response.headers.get('payment-required');
  expect(header).toBeTruthy();
  const required = decodePaymentRequired(header!);
  expect(response.body).toEqual(required);
  return required;
};

describe('x402 on POST /api/v1/tasks (development mode)', () => {
  it('answers a short balance 402 with its error and payment requirements for exactly the shortfall', async () => {
    const agent = await agentWithWallet(3);
    const response = await createTask(agent);
    const required = requirementsOf(response);
    expect(required).toEqual({
      x402Version: 2,
      error: 'Insufficient balance for escrow',
      resource: { url: expect.stringMatching(/\/api\/v1\/tasks$/), description: expect.any(String), mimeType: 'application/json' },
      accepts: [
        {
          scheme: 'exact',
          network: 'eip155:8453',
          asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          // $10 reward + $1 fee against $3: $8 short, in USDC's 6 decimals.
          amount: '8000000',
          payTo: '0x0000000000000000000000000000000000000000',
          maxTimeoutSeconds: 300,
          extra: { name: 'USD Coin', version: '2' },
        },
      ],
    });
  });

  it('takes the signed payment of the shortfall, credits it and creates the task in one step, answering PAYMENT-RESPONSE', async () => {
    const agent = await agentWithWallet(3);
    const required = requirementsOf(await createTask(agent));
    const response = await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, required) });
    expect(response.status).toBe(201);
    expect(response.body.total_escrow).toBe(11);
    const settlement = decodePaymentResponse(response.headers.get('payment-response')!);
    expect(settlement).toEqual({
      success: true,
      payer: agent.wallet.address,
      transaction: expect.stringMatching(/^x402:0x[0-9a-f]{40}:0x[0-9a-f]{64}$/),
      network: 'eip155:8453',
    });
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('takes version 1 X-PAYMENT too', async () => {
    const agent = await agentWithWallet(0);
    const required = requirementsOf(await createTask(agent));
    const v2 = JSON.parse(Buffer.from(await signPayment(agent.wallet, required), 'base64').toString());
    const v1 = Buffer.from(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base', payload: v2.payload })).toString('base64');
    expect((await createTask(agent, { 'X-PAYMENT': v1 })).status).toBe(201);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
  });

  it('credits a replayed payment header nothing: refused while the balance is short, ignored once it covers the task', async () => {
    const agent = await agentWithWallet(3);
    const payment = await signPayment(agent.wallet, requirementsOf(await createTask(agent)));
    expect((await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).status).toBe(201);
    expect(await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).toMatchObject({
      status: 409,
      body: { error: 'Payment authorization already used' },
    });
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
    await fundAgent(agent.agentId, 11);
    const covered = await createTask(agent, { 'PAYMENT-SIGNATURE': payment });
    expect(covered.status).toBe(201);
    expect(covered.headers.get('payment-response')).toBeNull();
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 22, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('credits one payment once when two requests carry it at the same moment', async () => {
    const agent = await agentWithWallet(0);
    const payment = await signPayment(agent.wallet, requirementsOf(await createTask(agent)));
    const answers = await Promise.all([createTask(agent, { 'PAYMENT-SIGNATURE': payment }), createTask(agent, { 'PAYMENT-SIGNATURE': payment })]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('credits one payment once and creates one task when twenty requests carry it at once', async () => {
    const agent = await agentWithWallet(0);
    const payment = await signPayment(agent.wallet, requirementsOf(await createTask(agent)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => createTask(agent, { 'PAYMENT-SIGNATURE': payment })));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The rest hear the payment was used, or (one that ran between the credit and its escrow hold) that the balance is short.
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409 || status === 402)).toBe(true);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('refuses a payment another wallet signed, or one too small, with a 402 that asks again; nothing is credited', async () => {
    const agent = await agentWithWallet(3);
    const required = requirementsOf(await createTask(agent));
    const stranger = privateKeyToAccount(generatePrivateKey());
    const foreign = requirementsOf(await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(stranger, required) }));
    expect(foreign.error).toBe('Payment rejected: the authorization is not from the bound wallet');
    expect(foreign.accepts).toEqual(required.accepts);
    const small = { ...required, accepts: [{ ...required.accepts[0]!, amount: '7990000' }] };
    expect(requirementsOf(await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, small) })).error).toBe(
      'Payment rejected: amount must be at least 8000000',
    );
    expect(await balance(agent)).toEqual({ deposit_balance: 3, escrow_balance: 0, currency: 'USD' });
  });

  it('asks at least X402_MIN_USD ($1) for a shortfall of one cent, refuses a one-cent payment crediting nothing, and keeps what $1 pays above the shortfall on the deposit', async () => {
    const agent = await agentWithWallet(10.99);
    const required = requirementsOf(await createTask(agent));
    expect(required.accepts[0]!.amount).toBe('1000000');
    const cent = { ...required, accepts: [{ ...required.accepts[0]!, amount: '10000' }] };
    expect(requirementsOf(await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, cent) })).error).toBe(
      'Payment rejected: amount must be at least 1000000',
    );
    expect(await balance(agent)).toEqual({ deposit_balance: 10.99, escrow_balance: 0, currency: 'USD' });
    const paid = await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, required) });
    expect(paid.status).toBe(201);
    expect(await balance(agent)).toEqual({ deposit_balance: 0.99, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('refuses a header that is not an x402 payment (400)', async () => {
    const agent = await agentWithWallet(0);
    expect(await createTask(agent, { 'PAYMENT-SIGNATURE': 'bm90IGEgcGF5bWVudA==' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid payment header: expected base64 JSON of an x402 exact EIP-3009 payment' },
    });
  });

  it('asks an agent without a bound wallet to bind one', async () => {
    const agent = await fundedAgent(0);
    const wallet = privateKeyToAccount(generatePrivateKey());
    const required = requirementsOf(await createTask(agent));
    expect(requirementsOf(await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(wallet, required) })).error).toMatch(
      /^Payment rejected: bind a wallet first/,
    );
  });
});

describe('x402 on POST /api/v1/batches (development mode)', () => {
  it('asks for the shortfall of every seat, and creates the batch once paid', async () => {
    const agent = await agentWithWallet(5);
    const body = { task: taskBody(), seats: 3 };
    const required = requirementsOf(await api('POST', '/api/v1/batches', { apiKey: agent.apiKey, body }));
    expect(required.accepts[0]!.amount).toBe('28000000');
    const paid = await api('POST', '/api/v1/batches', {
      apiKey: agent.apiKey,
      body,
      headers: { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, required) },
    });
    expect(paid.status).toBe(201);
    expect(paid.headers.get('payment-response')).toBeTruthy();
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 33, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });
});

const sdkTask = { ...taskBody(), task_type: 'VERIFICATION' as const };

describe('the SDK with a wallet (development mode)', () => {
  it('pays a short balance itself: signs the 402 requirements with the viem account and sends the request once more', async () => {
    const agent = await agentWithWallet(2);
    const payments: unknown[] = [];
    const sdk = createHandoffClient({
      apiKey: agent.apiKey,
      baseUrl: inject('baseUrl'),
      wallet: agent.wallet,
      onPayment: (paid) => payments.push(paid),
    });
    const task = await sdk.createTask(sdkTask);
    expect(task.total_escrow).toBe(11);
    expect(payments).toEqual([expect.objectContaining({ success: true, payer: agent.wallet.address, network: 'eip155:8453' })]);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 11, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('pays nothing above its cap, and nothing without a wallet: the 402 is thrown with its requirements', async () => {
    const agent = await agentWithWallet(2);
    const capped = createHandoffClient({ apiKey: agent.apiKey, baseUrl: inject('baseUrl'), wallet: agent.wallet, maxPaymentUsd: 5 });
    const refused = await capped.createTask(sdkTask).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HandoffError);
    expect(refused).toMatchObject({ status: 402, message: 'Insufficient balance for escrow', body: { x402Version: 2 } });
    const walletless = createHandoffClient({ apiKey: agent.apiKey, baseUrl: inject('baseUrl') });
    await expect(walletless.createTask(sdkTask)).rejects.toMatchObject({ status: 402 });
    expect(await balance(agent)).toEqual({ deposit_balance: 2, escrow_balance: 0, currency: 'USD' });
  });
});
