import { type Address, getAddress, type Hex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { decodePaymentRequired, decodePaymentResponse, type PaymentRequired, type PaymentSigner, signPayment } from '../../sdk/src/x402';
import { assertMatchesContract } from '../support/contract';
import { type LocalEvm, startLocalEvm } from '../support/evm/local-evm';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * x402 in chain mode: a local stack in this file's process on a local EVM (ganache) whose
 * TestUsdc takes EIP-3009 authorizations as Circle's USDC does. A payment is settled for real by
 * the hot wallet's transferWithAuthorization, and credited once it has CHAIN_CONFIRMATIONS: until
 * then it is a pending deposit (the request answers 503 to be sent again), which the confirmation
 * workflow credits when confirmed if the request does not come back first. The workflow checks
 * every POLL_SECONDS, so a request sent again at once after the blocks are mined credits it itself.
 */
let evm: LocalEvm;
let stack: LocalStack;
const depositAddress = privateKeyToAccount(generatePrivateKey()).address;
const hotWalletKey = generatePrivateKey();
const hotWallet = privateKeyToAccount(hotWalletKey).address;
const CONFIRMATIONS = 2;
const POLL_SECONDS = 4;

const call = async (method: string, path: string, init: { body?: unknown; apiKey?: string; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(init.apiKey ? { 'x-api-key': init.apiKey } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as any;
  assertMatchesContract(method, path, response.status, body);
  return { status: response.status, body, headers: response.headers };
};

beforeAll(async () => {
  evm = await startLocalEvm();
  await evm.client.waitForTransactionReceipt({ hash: await evm.fundEth(hotWallet) });
  Object.assign(process.env, {
    CHAIN_RPC_URL: evm.url,
    CHAIN_ID: String(evm.chainId),
    USDC_CONTRACT_ADDRESS: evm.usdc,
    DEPOSIT_ADDRESS: depositAddress,
    CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_POLL_SECONDS: String(POLL_SECONDS),
    // ganache mines a block per transaction (and on demand): a block's worth of waiting is a second.
    CHAIN_BLOCK_SECONDS: '1',
    HOT_WALLET_PRIVATE_KEY: hotWalletKey,
    ETH_USD_PRICE_FEED: evm.priceFeed,
  });
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-x402-chain', timerSweepMs: TEST_TIMER_SWEEP_MS });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await evm?.stop();
});

/** Binds `address` to the agent, the challenge signed by `signer` (the wallet's key, or a contract wallet's owner). */
const bindWallet = async (apiKey: string, address: Address, signer: PrivateKeyAccount) => {
  const { body: challenge } = await call('POST', '/api/v1/agents/wallet/challenge', { apiKey });
  const bound = await call('PUT', '/api/v1/agents/wallet', {
    apiKey,
    body: { wallet_address: address, nonce: challenge.nonce, signature: await signer.signMessage({ message: challenge.message }) },
  });
  expect(bound.status).toBe(200);
};

let agentCounter = 0;
/**
 * A STANDARD agent (an on-chain deposit of $60, confirmed) with a bound wallet holding `usdc`
 * dollars more on the chain.
 */
const standardAgent = async (usdc: number) => {
  const registered = await call('POST', '/api/v1/agents/register', {
    body: { name: 'x402 Agent', email: `x402.${++agentCounter}.${Date.now()}@example.com` },
  });
  const apiKey: string = registered.body.api_key;
  const walletKey = await evm.fundedKey({ usdc: usdc + 60 });
  const wallet = privateKeyToAccount(walletKey);
  await bindWallet(apiKey, wallet.address, wallet);
  const tx_hash = await evm.transferUsdc(walletKey, depositAddress, 6_000);
  await evm.mine(CONFIRMATIONS);
  const reported = await call('POST', '/api/v1/agents/deposit/usdc', { apiKey, body: { tx_hash, amount_usdc: 60 } });
  expect(reported.body.status).toBe('CONFIRMED');
  return { agentId: registered.body.agent_id as string, apiKey, wallet };
};
type Agent = Awaited<ReturnType<typeof standardAgent>>;

/** $60 reward + $6 fee against the $60 deposit: $6 short. */
const task = { title: 'Check the shop', description: 'Is it open?', reward_usd: 60, proof_requirements: ['photo'] };
const createTask = (agent: Agent, headers: Record<string, string> = {}) =>
  call('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: task, headers });
const balance = async (agent: Agent) => (await call('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
const requirementsOf = async (agent: Agent): Promise<PaymentRequired> => {
  const response = await createTask(agent);
  expect(response.status).toBe(402);
  return decodePaymentRequired(response.headers.get('payment-required')!);
};
/** The kinds of the journal entries that credited the agent's deposit account, in order. */
const creditKinds = async (agent: Agent) => {
  const { readAccount } = await import('../../functions/contexts/money/ledger/store/ledger-store');
  const { accounts } = await import('../../functions/contexts/money/ledger/domain/accounts');
  const { lines } = await readAccount(accounts.agentDeposit(agent.agentId));
  return lines
    .filter((line) => line.amount > 0)
    .map((line) => line.kind)
    .sort();
};
const audit = async (agentIds: string[]) => {
  const { auditParties } = await import('../support/ledger-audit');
  expect(await auditParties({ agentIds })).toEqual([]);
};

describe('x402 in chain mode', { timeout: 240_000 }, () => {
  it('asks for the shortfall in the USDC of the chain, settles the signed authorization on chain and creates the task', async () => {
    const agent = await standardAgent(10);
    const required = await requirementsOf(agent);
    expect(required.accepts[0]).toMatchObject({
      network: `eip155:${evm.chainId}`,
      asset: getAddress(evm.usdc),
      amount: '6000000',
      payTo: depositAddress,
      extra: { name: 'USD Coin', version: '2' },
    });
    const depositBefore = await evm.usdcBalance(depositAddress);

    const payment = await signPayment(agent.wallet, required);

    // Settled, one confirmation of CHAIN_CONFIRMATIONS: nothing credited yet, the same request to be sent again.
    const early = await createTask(agent, { 'PAYMENT-SIGNATURE': payment });
    expect(early.status).toBe(503);
    expect(early.body.error).toMatch(
      new RegExp(`^Payment settled in 0x[0-9a-f]{64}, waiting for confirmations \\(1 of ${CONFIRMATIONS}\\): send the same request again`),
    );
    expect(early.headers.get('retry-after')).toBe('1');
    expect(await evm.usdcBalance(depositAddress)).toBe(depositBefore + 600);
    expect(await balance(agent)).toEqual({ deposit_balance: 60, escrow_balance: 0, currency: 'USD' });
    await evm.mine(CONFIRMATIONS - 1);

    const paid = await createTask(agent, { 'PAYMENT-SIGNATURE': payment });
    expect(paid.status).toBe(201);
    const settlement = decodePaymentResponse(paid.headers.get('payment-response')!);
    expect(settlement).toMatchObject({ success: true, payer: agent.wallet.address, network: `eip155:${evm.chainId}` });
    const receipt = await evm.client.getTransactionReceipt({ hash: settlement.transaction as Hex });
    expect(receipt).toMatchObject({ status: 'success', from: hotWallet.toLowerCase() });
    expect(await evm.usdcBalance(depositAddress)).toBe(depositBefore + 600);
    expect(await evm.usdcBalance(agent.wallet.address)).toBe(1_000 - 600);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 66, currency: 'USD' });
    await audit([agent.agentId]);
  });

  it('credits a replayed header nothing and sends nothing again; two requests with one payment settle and credit it once', async () => {
    const agent = await standardAgent(20);
    const payment = await signPayment(agent.wallet, await requirementsOf(agent));
    // Both wait for confirmations, or the one that lost the race hears the authorization is used. (The loser's reverted
    // settlement is mined too: a block more, which may give the winner's its confirmations before it looks.)
    const answers = await Promise.all([createTask(agent, { 'PAYMENT-SIGNATURE': payment }), createTask(agent, { 'PAYMENT-SIGNATURE': payment })]);
    for (const { status } of answers) expect([201, 503, 409]).toContain(status);
    await evm.mine(CONFIRMATIONS - 1);
    const retried = await Promise.all([createTask(agent, { 'PAYMENT-SIGNATURE': payment }), createTask(agent, { 'PAYMENT-SIGNATURE': payment })]);
    expect([...answers, ...retried].filter(({ status }) => status === 201)).toHaveLength(1);
    for (const { status, body } of retried) if (status !== 201) expect(body).toEqual({ error: 'Payment authorization already used' });
    expect(await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).toMatchObject({
      status: 409,
      body: { error: 'Payment authorization already used' },
    });
    expect(await evm.usdcBalance(agent.wallet.address)).toBe(2_000 - 600);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 66, currency: 'USD' });
    await audit([agent.agentId]);
  });

  it('credits a settlement nobody sends again through the confirmation workflow; meanwhile a short balance answers 503, not a 402 to pay again', async () => {
    const agent = await standardAgent(10);
    const payment = await signPayment(agent.wallet, await requirementsOf(agent));
    expect((await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).status).toBe(503);
    const depositBefore = await evm.usdcBalance(depositAddress);

    // The client gave up on its payment and asks afresh: what is settling covers the shortfall.
    const settling = await createTask(agent);
    expect(settling.status).toBe(503);
    expect(settling.body.error).toMatch(/^Payment settling: .*without paying again$/);
    expect(Number(settling.headers.get('retry-after'))).toBeGreaterThanOrEqual(POLL_SECONDS);
    expect(settling.headers.get('payment-required')).toBeNull();

    await evm.mine(CONFIRMATIONS - 1);
    await expect.poll(async () => (await balance(agent)).deposit_balance, { timeout: 30_000, interval: 500 }).toBe(66);
    const created = await createTask(agent);
    expect(created.status).toBe(201);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 66, currency: 'USD' });
    // Sent again now, the payment is one credited before: nothing more.
    expect(await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).toMatchObject({
      status: 409,
      body: { error: 'Payment authorization already used' },
    });
    expect(await evm.usdcBalance(depositAddress)).toBe(depositBefore);
    expect(await creditKinds(agent)).toEqual(['deposit', 'x402_payment']);
    await audit([agent.agentId]);
  });

  it('credits once when the request sent again and the workflow check race to credit a confirmed settlement', async () => {
    const agent = await standardAgent(10);
    const required = await requirementsOf(agent);
    const payment = await signPayment(agent.wallet, required);
    expect((await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).status).toBe(503);
    const { paymentDeposit } = await import('../../functions/contexts/money/deposits/store/deposits-store');
    const { checkDeposit } = await import('../../functions/contexts/money/deposits/use-cases/check-deposit');
    const { depositChecks } = await import('../../functions/contexts/money/deposits/wiring/chain');
    const { authorization } = JSON.parse(Buffer.from(payment, 'base64').toString()).payload;
    const pending = await paymentDeposit(authorization);
    expect(pending).toMatchObject({ status: 'PENDING_CONFIRMATIONS', agent_id: agent.agentId, amount_cents: 600 });

    await evm.mine(CONFIRMATIONS - 1);
    // The workflow's own check, run here at the moment the request comes back (the workflow itself may join them).
    const [created, checked] = await Promise.all([
      createTask(agent, { 'PAYMENT-SIGNATURE': payment }),
      checkDeposit(depositChecks, pending!.transaction_id, new Date()),
    ]);
    expect(checked.deposit?.status).toBe('CONFIRMED');
    // Credited by the request: created at once; by the check first: 409, and sent again it is created on that credit.
    if (created.status === 409) expect((await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).status).toBe(201);
    else expect(created.status).toBe(201);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 66, currency: 'USD' });
    expect(await creditKinds(agent)).toEqual(['deposit', 'x402_payment']);
    await audit([agent.agentId]);
  });

  it("takes a payment from a smart-contract wallet (ERC-1271): the chain vouches for its signature, and the token asks the wallet's isValidSignature when it settles", async () => {
    const agent = await standardAgent(0);
    const contract = await evm.deploySmartWallet(agent.wallet.address);
    await bindWallet(agent.apiKey, contract, agent.wallet);
    await evm.transferUsdc(await evm.fundedKey({ usdc: 10 }), contract, 1_000);
    const required = await requirementsOf(agent);
    // `from` is the contract; its owner's key signs, which the contract's isValidSignature accepts.
    const signedFor = (owner: PrivateKeyAccount): PaymentSigner => ({ address: contract, signTypedData: (typed) => owner.signTypedData(typed) });

    const stranger = await createTask(agent, {
      'PAYMENT-SIGNATURE': await signPayment(signedFor(privateKeyToAccount(generatePrivateKey())), required),
    });
    expect(stranger.status).toBe(402);
    expect(stranger.body.error).toBe("Payment rejected: the signature was not made by the authorization's from");
    expect(await evm.usdcBalance(contract)).toBe(1_000);

    const payment = await signPayment(signedFor(agent.wallet), required);
    expect((await createTask(agent, { 'PAYMENT-SIGNATURE': payment })).status).toBe(503);
    await evm.mine(CONFIRMATIONS - 1);
    const paid = await createTask(agent, { 'PAYMENT-SIGNATURE': payment });
    expect(paid.status).toBe(201);
    expect(getAddress(decodePaymentResponse(paid.headers.get('payment-response')!).payer!)).toBe(getAddress(contract));
    expect(await evm.usdcBalance(contract)).toBe(1_000 - 600);
    expect(await balance(agent)).toEqual({ deposit_balance: 0, escrow_balance: 66, currency: 'USD' });
    await audit([agent.agentId]);
  });

  it('refuses a payment the token would refuse (the wallet lacks the USDC): 402 again, nothing credited or spent', async () => {
    const agent = await standardAgent(2);
    const required = await requirementsOf(agent);
    const refused = await createTask(agent, { 'PAYMENT-SIGNATURE': await signPayment(agent.wallet, required) });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatch(/^Payment rejected: the chain refused the transfer: .*exceeds balance/);
    expect(decodePaymentRequired(refused.headers.get('payment-required')!).accepts).toEqual(required.accepts);
    expect(await evm.usdcBalance(agent.wallet.address)).toBe(200);
    expect(await balance(agent)).toEqual({ deposit_balance: 60, escrow_balance: 0, currency: 'USD' });
  });
});
