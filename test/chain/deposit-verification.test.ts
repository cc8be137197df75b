import { type Address, type Hex, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUsdcTransfer, type ExpectedTransfer } from '../../functions/adapters/chain/usdc-transfers';
import { type LocalEvm, startLocalEvm } from '../support/evm/local-evm';

/** The service's deposit check against real USDC (TestUsdc) transfers on a local EVM. */
let evm: LocalEvm;
let agentKey: Hex;
let agent: Address;
const depositAddress = privateKeyToAccount(keccak256(toHex('deposit address'))).address;

beforeAll(async () => {
  evm = await startLocalEvm();
  agentKey = await evm.fundedKey({ usdc: 1_000 });
  agent = privateKeyToAccount(agentKey).address;
});

afterAll(async () => {
  await evm?.stop();
});

const expected = (txHash: Hex, overrides: Partial<ExpectedTransfer> = {}): ExpectedTransfer => ({
  txHash,
  usdc: evm.usdc,
  from: agent,
  to: depositAddress,
  amount: 2_500,
  ...overrides,
});

describe('Chain: checkUsdcTransfer', () => {
  it('finds the USDC transfer from the wallet to the deposit address for the exact amount, with its confirmations', async () => {
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 2_500);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'found', confirmations: 1 });
  });

  it('counts confirmations as blocks are mined on top, so too few become enough', async () => {
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 2_500);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'found', confirmations: 1 });
    await evm.mine(11);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'found', confirmations: 12 });
  });

  it('refuses a transfer from another wallet than the bound one', async () => {
    const otherKey = await evm.fundedKey({ usdc: 100 });
    const txHash = await evm.transferUsdc(otherKey, depositAddress, 2_500);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'mismatch' });
  });

  it('refuses a transfer to another address than the deposit address', async () => {
    const txHash = await evm.transferUsdc(agentKey, privateKeyToAccount(keccak256(toHex('elsewhere'))).address, 2_500);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'mismatch' });
  });

  it('refuses a transfer of another amount than the reported one', async () => {
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 2_499);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'mismatch' });
  });

  it('refuses a transfer of another token than the configured USDC', async () => {
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 2_500);
    expect(await checkUsdcTransfer(evm.client, expected(txHash, { usdc: depositAddress }))).toEqual({ kind: 'mismatch' });
  });

  it('refuses a transaction that reverted', async () => {
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 1_000_000_00, { gas: 100_000n });
    expect((await evm.client.getTransactionReceipt({ hash: txHash })).status).toBe('reverted');
    expect(await checkUsdcTransfer(evm.client, expected(txHash, { amount: 1_000_000_00 }))).toEqual({ kind: 'reverted' });
  });

  it('does not find a transaction the chain does not have', async () => {
    expect(await checkUsdcTransfer(evm.client, expected(keccak256(toHex('never sent'))))).toEqual({ kind: 'not_found' });
  });

  it('no longer finds a transfer that a reorganization took out of the chain', async () => {
    const before = await evm.snapshot();
    const txHash = await evm.transferUsdc(agentKey, depositAddress, 2_500);
    expect((await checkUsdcTransfer(evm.client, expected(txHash))).kind).toBe('found');
    await evm.revert(before);
    expect(await checkUsdcTransfer(evm.client, expected(txHash))).toEqual({ kind: 'not_found' });
  });
});
