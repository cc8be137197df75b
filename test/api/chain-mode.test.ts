import { setTimeout as sleep } from 'node:timers/promises';
import { getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { assertMatchesContract } from '../support/contract';
import { type LocalEvm, startLocalEvm } from '../support/evm/local-evm';
import { startRpcProxy } from '../support/evm/rpc-proxy';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * Chain mode end to end: a second local stack in this test file's own process, with
 * CHAIN_RPC_URL pointing at a local EVM (ganache) that holds a TestUsdc standing in for USDC,
 * through a proxy that can make the endpoint misbehave like one lagging node behind a load balancer.
 * Deposits are verified on that chain and confirmed by the DepositConfirmation workflow;
 * payouts are sent from the hot wallet and followed by the PayoutSettlement workflow.
 */
let evm: LocalEvm;
let rpc: Awaited<ReturnType<typeof startRpcProxy>>;
let stack: LocalStack;
const depositAddress = privateKeyToAccount(generatePrivateKey()).address;
const hotWalletKey = generatePrivateKey();
const hotWallet = privateKeyToAccount(hotWalletKey).address;
const CONFIRMATIONS = 3;

const call = async (method: string, path: string, init: { body?: unknown; apiKey?: string; bearer?: string } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(init.apiKey ? { 'x-api-key': init.apiKey } : {}),
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as any;
  assertMatchesContract(method, path, response.status, body);
  return { status: response.status, body };
};

/** Polls `read` until `done` holds, mining a block between polls when asked (the workflows wait for blocks). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, { mine = false, timeoutMs = 60_000 } = {}): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value)}`);
    if (mine) await evm.mine(1);
    await sleep(300);
  }
};

const audit = async (parties: { agentIds?: string[]; operatorIds?: string[] }) => {
  const { auditParties } = await import('../support/ledger-audit');
  expect(await auditParties(parties)).toEqual([]);
};

let agentCounter = 0;
/** An agent with a bound wallet (signed challenge) that holds `usdc` dollars on the local chain. */
const agentWithWallet = async (usdc: number) => {
  const registered = await call('POST', '/api/v1/agents/register', {
    body: { name: 'Chain Agent', email: `chain.${++agentCounter}.${Date.now()}@example.com` },
  });
  const apiKey: string = registered.body.api_key;
  const walletKey = await evm.fundedKey({ usdc });
  const wallet = privateKeyToAccount(walletKey);
  const { body: challenge } = await call('POST', '/api/v1/agents/wallet/challenge', { apiKey });
  const bound = await call('PUT', '/api/v1/agents/wallet', {
    apiKey,
    body: { wallet_address: wallet.address, nonce: challenge.nonce, signature: await wallet.signMessage({ message: challenge.message }) },
  });
  expect(bound.status).toBe(200);
  return { agentId: registered.body.agent_id as string, apiKey, walletKey };
};

type ChainAgent = Awaited<ReturnType<typeof agentWithWallet>>;
const report = (agent: ChainAgent, tx_hash: string, amount_usdc: number) =>
  call('POST', '/api/v1/agents/deposit/usdc', { apiKey: agent.apiKey, body: { tx_hash, amount_usdc } });
const depositStatus = (agent: ChainAgent, id: string) => call('GET', `/api/v1/agents/deposits/${id}`, { apiKey: agent.apiKey });
const balance = async (agent: ChainAgent) => (await call('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;

beforeAll(async () => {
  evm = await startLocalEvm();
  await evm.transferUsdc(await evm.fundedKey({ usdc: 12 }), hotWallet, 1_200);
  await evm.client.waitForTransactionReceipt({ hash: await evm.fundEth(hotWallet) });
  rpc = await startRpcProxy(evm.url);
  Object.assign(process.env, {
    CHAIN_RPC_URL: rpc.url,
    CHAIN_ID: String(evm.chainId),
    USDC_CONTRACT_ADDRESS: evm.usdc,
    DEPOSIT_ADDRESS: depositAddress,
    CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_POLL_SECONDS: '1',
    HOT_WALLET_PRIVATE_KEY: hotWalletKey,
    ETH_USD_PRICE_FEED: evm.priceFeed,
  });
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-chain-mode', timerSweepMs: TEST_TIMER_SWEEP_MS });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rpc?.stop();
  await evm?.stop();
});

describe('Chain mode: deposits', () => {
  it('tells agents to deposit to the configured address on the configured chain', async () => {
    const agent = await agentWithWallet(0);
    const { body } = await call('GET', '/api/v1/agents/deposit-address', { apiKey: agent.apiKey });
    expect(body).toMatchObject({
      address: depositAddress,
      chain_id: evm.chainId,
      contract_address: getAddress(evm.usdc),
      confirmations_required: CONFIRMATIONS,
      wallet_address: privateKeyToAccount(agent.walletKey).address,
      wallet_verified: true,
    });
  });

  it('waits for confirmations, then the workflow credits the deposit and the agent reaches STANDARD', async () => {
    const agent = await agentWithWallet(100);
    const txHash = await evm.transferUsdc(agent.walletKey, depositAddress, 6_000);

    const reported = await report(agent, txHash, 60);

    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({
      tx_hash: txHash,
      status: 'PENDING_CONFIRMATIONS',
      amount_usdc: 60,
      amount_credited: 0,
      confirmations_required: CONFIRMATIONS,
    });
    expect(reported.body.confirmations).toBeLessThan(CONFIRMATIONS);
    expect((await balance(agent)).deposit_balance).toBe(0);
    const confirmed = await eventually(
      () => depositStatus(agent, reported.body.transaction_id),
      (r) => r.body.status !== 'PENDING_CONFIRMATIONS',
      { mine: true },
    );
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', amount_credited: 60 });
    expect(confirmed.body.confirmations).toBeGreaterThanOrEqual(CONFIRMATIONS);
    expect((await balance(agent)).deposit_balance).toBe(60);
    expect((await call('GET', '/api/v1/agents/me', { apiKey: agent.apiKey })).body.tier).toBe('STANDARD');
    expect(await report(agent, txHash, 60)).toMatchObject({ status: 409, body: { error: 'Transaction already processed' } });
    await audit({ agentIds: [agent.agentId] });
  });

  it('credits at once a transfer that already has enough confirmations', async () => {
    const agent = await agentWithWallet(10);
    const txHash = await evm.transferUsdc(agent.walletKey, depositAddress, 1_000);
    await evm.mine(CONFIRMATIONS);
    expect((await report(agent, txHash, 10)).body).toMatchObject({ status: 'CONFIRMED', amount_credited: 10 });
    expect((await balance(agent)).deposit_balance).toBe(10);
  });

  it('refuses what the chain does not back: no wallet, no hash, unknown, failed, wrong sender, recipient or amount', async () => {
    const agent = await agentWithWallet(100);
    const other = await agentWithWallet(100);
    const unbound = await call('POST', '/api/v1/agents/register', { body: { name: 'No Wallet', email: `nowallet.${Date.now()}@example.com` } });
    const toDeposit = await evm.transferUsdc(agent.walletKey, depositAddress, 500);
    const elsewhere = await evm.transferUsdc(agent.walletKey, hotWallet, 500);
    const fromOther = await evm.transferUsdc(other.walletKey, depositAddress, 500);
    const reverted = await evm.transferUsdc(agent.walletKey, depositAddress, 100_000_00, { gas: 100_000n });
    const mismatch = { status: 422, body: { error: 'Transaction holds no USDC transfer of 5 from your wallet to the deposit address' } };

    expect(
      await call('POST', '/api/v1/agents/deposit/usdc', { apiKey: unbound.body.api_key, body: { tx_hash: toDeposit, amount_usdc: 5 } }),
    ).toMatchObject({
      status: 422,
      body: { error: 'Bind a wallet before reporting a deposit' },
    });
    expect(await report(agent, 'dev-style-id', 5)).toMatchObject({
      status: 400,
      body: { error: 'tx_hash must be a 0x-prefixed 32-byte hex transaction hash' },
    });
    expect(await report(agent, `0x${'ab'.repeat(32)}`, 5)).toMatchObject({
      status: 422,
      body: { error: 'Transaction not found on chain: report it once it is mined' },
    });
    expect(await report(agent, reverted, 100_000)).toMatchObject({ status: 400 });
    expect(await report(agent, reverted, 5)).toMatchObject({ status: 422, body: { error: 'Transaction failed on chain' } });
    expect(await report(agent, fromOther, 5)).toMatchObject(mismatch);
    expect(await report(agent, elsewhere, 5)).toMatchObject(mismatch);
    expect(await report(agent, toDeposit, 6)).toMatchObject({ status: 422 });
    expect((await report(agent, toDeposit, 5)).status).toBe(200);
    expect((await report(other, fromOther, 5)).status).toBe(200);
  });

  it('marks a pending deposit FAILED when a reorganization takes its transaction out of the chain, crediting nothing', async () => {
    const agent = await agentWithWallet(20);
    const before = await evm.snapshot();
    const txHash = await evm.transferUsdc(agent.walletKey, depositAddress, 2_000);
    const reported = await report(agent, txHash, 20);
    expect(reported.body.status).toBe('PENDING_CONFIRMATIONS');

    await evm.revert(before);

    const failed = await eventually(
      () => depositStatus(agent, reported.body.transaction_id),
      (r) => r.body.status !== 'PENDING_CONFIRMATIONS',
    );
    expect(failed.body).toMatchObject({ status: 'FAILED', amount_credited: 0 });
    expect((await balance(agent)).deposit_balance).toBe(0);
    await audit({ agentIds: [agent.agentId] });
  });
});

describe('Chain mode: payouts', () => {
  /** An operator who completed a task worth `reward` for a STANDARD agent funded by an on-chain deposit of $60. */
  const operatorWithEarnings = async (reward: number) => {
    const agent = await agentWithWallet(60);
    const txHash = await evm.transferUsdc(agent.walletKey, depositAddress, 6_000);
    await evm.mine(CONFIRMATIONS);
    expect((await report(agent, txHash, 60)).body.status).toBe('CONFIRMED');
    const email = `chain.operator.${Date.now()}@example.com`;
    const registered = await call('POST', '/api/v1/operator/register', { body: { name: 'Chain Operator', email } });
    const { body: token } = await call('POST', '/dev/operator-token', { body: { email } });
    const bearer: string = token.token;
    const { body: task } = await call('POST', '/api/v1/tasks', {
      apiKey: agent.apiKey,
      body: { title: 'Check the shop', description: 'Is it open?', reward_usd: reward, proof_requirements: ['photo'] },
    });
    await call('POST', `/api/v1/operator/tasks/${task.task_id}/accept`, { bearer, body: { estimate_minutes: 30 } });
    await call('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
    await call('POST', `/api/v1/operator/tasks/${task.task_id}/submit`, { bearer, body: { photos: [], notes: 'See notes' } });
    const verified = await call('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
    expect(verified.body.status).toBe('COMPLETED');
    return { operatorId: registered.body.operator_id as string, bearer, agentId: agent.agentId };
  };
  const available = async (bearer: string) => (await call('GET', '/api/v1/operator/earnings', { bearer })).body.available_balance;
  const payoutStatus = (bearer: string, id: string) => call('GET', `/api/v1/operator/payout/status/${id}`, { bearer });

  it('sends the USDC from the hot wallet, records the transaction and confirms it; a payout the hot wallet cannot cover fails and is refunded', async () => {
    const operator = await operatorWithEarnings(20);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;

    const first = await call('POST', '/api/v1/operator/payout', { bearer: operator.bearer, body: { amount_usd: 10, wallet_address: wallet } });

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'PENDING_ONCHAIN', amount_usd: 10, tx_hash: null });
    expect(first.body.gas_fee_usd).toBeGreaterThan(0);
    expect(first.body.net_amount_usd).toBeCloseTo(10 - first.body.gas_fee_usd, 2);
    const confirmed = await eventually(
      () => payoutStatus(operator.bearer, first.body.payout_id),
      (r) => r.body.status !== 'PENDING_ONCHAIN',
      { mine: true },
    );
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const receipt = await evm.client.getTransactionReceipt({ hash: confirmed.body.tx_hash as Hex });
    expect(receipt.from.toLowerCase()).toBe(hotWallet.toLowerCase());
    expect(await evm.usdcBalance(wallet)).toBe(Math.round(first.body.net_amount_usd * 100));
    expect(await available(operator.bearer)).toBe(10);

    // The hot wallet held $12: what is left cannot cover a second $10 payout.
    const second = await call('POST', '/api/v1/operator/payout', { bearer: operator.bearer, body: { amount_usd: 10, wallet_address: wallet } });
    expect(second).toMatchObject({ status: 201, body: { status: 'PENDING_ONCHAIN' } });
    const failed = await eventually(
      () => payoutStatus(operator.bearer, second.body.payout_id),
      (r) => r.body.status !== 'PENDING_ONCHAIN',
    );
    expect(failed.body).toMatchObject({ status: 'FAILED', tx_hash: null });
    expect(await available(operator.bearer)).toBe(10);
    await audit({ agentIds: [operator.agentId], operatorIds: [operator.operatorId] });
  });

  const storedPayout = async (id: string) => (await import('../../functions/contexts/money/payouts/store/payouts-store')).getPayout(id);

  it('fails and refunds a payout that cannot even be prepared (a bug let through an address the chain client refuses), never leaving it pending', async () => {
    const operator = await operatorWithEarnings(20);
    const { requestPayout } = await import('../../functions/contexts/money/payouts/use-cases/request-payout');
    const { payoutRequests } = await import('../../functions/contexts/money/payouts/wiring/api');
    const checksummed = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    // One letter's case flipped: a wrong EIP-55 checksum, which the API refuses and viem throws on while encoding the transfer.
    const at = checksummed.slice(2).search(/[a-fA-F]/) + 2;
    const letter = checksummed[at]!;
    const badChecksum = `${checksummed.slice(0, at)}${letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()}${checksummed.slice(at + 1)}`;
    expect(badChecksum.toLowerCase()).toBe(checksummed.toLowerCase());
    expect(badChecksum).not.toBe(checksummed);
    const payout = await requestPayout(payoutRequests, operator.operatorId, { amount: 1_000, walletAddress: badChecksum, chain: 'base' }, new Date());
    expect(await available(operator.bearer)).toBe(10);

    const failed = await eventually(
      () => payoutStatus(operator.bearer, payout.payout_id),
      (r) => r.body.status !== 'PENDING_ONCHAIN',
    );
    expect(failed.body).toMatchObject({ status: 'FAILED', tx_hash: null });
    expect(await available(operator.bearer)).toBe(20);
    await audit({ agentIds: [operator.agentId], operatorIds: [operator.operatorId] });
  });

  it('does not refund a mined payout that a lagging node shows without a receipt: the evidence must hold for CHAIN_CONFIRMATIONS blocks', async () => {
    const operator = await operatorWithEarnings(20);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await evm.transferUsdc(await evm.fundedKey({ usdc: 12 }), hotWallet, 1_200);
    rpc.faults.hideReceipts = true;
    try {
      const { body: requested } = await call('POST', '/api/v1/operator/payout', {
        bearer: operator.bearer,
        body: { amount_usd: 10, wallet_address: wallet },
      });
      // Mined at once (ganache mines each transaction), yet every receipt lookup answers null: it looks replaced.
      const watched = await eventually(
        () => storedPayout(requested.payout_id),
        (p) => p?.replaced_since_block !== undefined,
      );
      expect(watched).toMatchObject({ status: 'PENDING_ONCHAIN' });
      expect(await evm.usdcBalance(wallet)).toBe(Math.round(requested.net_amount_usd * 100));
      await sleep(3_000); // more checks at the same height: still no refund
      expect(await storedPayout(requested.payout_id)).toMatchObject({ status: 'PENDING_ONCHAIN' });
      rpc.faults.hideReceipts = false;
      await evm.mine(CONFIRMATIONS);
      const confirmed = await eventually(
        () => payoutStatus(operator.bearer, requested.payout_id),
        (r) => r.body.status !== 'PENDING_ONCHAIN',
      );
      expect(confirmed.body.status).toBe('CONFIRMED');
      expect(await available(operator.bearer)).toBe(10);
      await audit({ agentIds: [operator.agentId], operatorIds: [operator.operatorId] });
    } finally {
      rpc.faults.hideReceipts = false;
    }
  });

  it('refunds a payout whose nonce another transaction took, once that has held for CHAIN_CONFIRMATIONS blocks', async () => {
    const operator = await operatorWithEarnings(20);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await evm.transferUsdc(await evm.fundedKey({ usdc: 12 }), hotWallet, 1_200);
    rpc.faults.dropBroadcasts = true;
    try {
      const { body: requested } = await call('POST', '/api/v1/operator/payout', {
        bearer: operator.bearer,
        body: { amount_usd: 10, wallet_address: wallet },
      });
      const signed = await eventually(
        () => storedPayout(requested.payout_id),
        (p) => p?.nonce !== undefined,
      );
      // The hot wallet's key sends something else at the payout's nonce, straight to the chain.
      const hot = privateKeyToAccount(hotWalletKey);
      const other = await hot.signTransaction({
        type: 'eip1559',
        chainId: evm.chainId,
        nonce: signed!.nonce!,
        to: hot.address,
        value: 0n,
        gas: 21_000n,
        ...(await evm.client.estimateFeesPerGas()),
      });
      await evm.client.waitForTransactionReceipt({ hash: await evm.client.sendRawTransaction({ serializedTransaction: other }) });
      const watched = await eventually(
        () => storedPayout(requested.payout_id),
        (p) => p?.replaced_since_block !== undefined,
      );
      expect(watched).toMatchObject({ status: 'PENDING_ONCHAIN' });
      expect(await available(operator.bearer)).toBe(10);
      await evm.mine(CONFIRMATIONS);
      const failed = await eventually(
        () => payoutStatus(operator.bearer, requested.payout_id),
        (r) => r.body.status !== 'PENDING_ONCHAIN',
      );
      expect(failed.body.status).toBe('FAILED');
      expect(await evm.usdcBalance(wallet)).toBe(0);
      expect(await available(operator.bearer)).toBe(20);
      await audit({ agentIds: [operator.agentId], operatorIds: [operator.operatorId] });
    } finally {
      rpc.faults.dropBroadcasts = false;
    }
  });
});
