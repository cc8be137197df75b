import { type Address, type Hex, keccak256, type LocalAccount, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateTransferFee, TRANSFER_GAS } from '../../functions/adapters/chain/gas-fee';
import { jsonRpcClient } from '../../functions/adapters/chain/json-rpc';
import { broadcast, checkPayout, prepareTransfer, type SignedTransfer } from '../../functions/adapters/chain/payout-transfers';
import { ETH_USD_PRICE, type LocalEvm, startLocalEvm } from '../support/evm/local-evm';

/** Payouts as the service sends them (functions/adapters/chain/payout-transfers.ts), from a hot wallet on a local EVM. */
let evm: LocalEvm;
let hotWallet: LocalAccount;
const operator = (label: string): Address => privateKeyToAccount(keccak256(toHex(label))).address;

beforeAll(async () => {
  evm = await startLocalEvm();
  hotWallet = privateKeyToAccount(await evm.fundedKey({ usdc: 100 }));
});

afterAll(async () => {
  await evm?.stop();
});

const nextNonce = () => evm.client.getTransactionCount({ address: hotWallet.address, blockTag: 'pending' });

const signTransfer = async (to: Address, amount: number): Promise<SignedTransfer> => {
  const prepared = await prepareTransfer(evm.client, hotWallet, { usdc: evm.usdc, to, amount });
  if (prepared.kind !== 'ready') throw new Error(`transfer refused: ${prepared.reason}`);
  return prepared.sign(await nextNonce());
};

const check = (signed: SignedTransfer, confirmations = 3) =>
  checkPayout(evm.client, { txHash: signed.txHash, nonce: signed.nonce, from: hotWallet.address }, confirmations);

describe('Chain: payouts from the hot wallet', () => {
  it('sends the USDC and reports the payout confirmed once the transfer has enough blocks on top', async () => {
    const to = operator('confirmed payout');
    const signed = await signTransfer(to, 1_995);
    expect(await broadcast(evm.client, signed.serialized)).toEqual({ accepted: true });
    expect(await check(signed)).toEqual({ kind: 'pending', confirmations: 1 });
    await evm.mine(2);
    expect(await check(signed)).toEqual({ kind: 'confirmed' });
    expect(await evm.usdcBalance(to)).toBe(1_995);
  });

  it('takes a rebroadcast of a transfer already mined as no failure and pays once', async () => {
    const to = operator('rebroadcast payout');
    const signed = await signTransfer(to, 1_000);
    await broadcast(evm.client, signed.serialized);
    await broadcast(evm.client, signed.serialized);
    await evm.mine(2);
    expect(await check(signed)).toEqual({ kind: 'confirmed' });
    expect(await evm.usdcBalance(to)).toBe(1_000);
  });

  it('is refused before anything is signed when the hot wallet lacks the USDC', async () => {
    const prepared = await prepareTransfer(evm.client, hotWallet, { usdc: evm.usdc, to: operator('too much'), amount: 1_000_000 });
    expect(prepared).toMatchObject({ kind: 'refused', reason: expect.any(String) });
  });

  it('reports a transfer that reverted on chain as reverted', async () => {
    // Its own wallet: two transfers of its whole balance, both priced while it covers either;
    // the second one mined finds it spent.
    const wallet = privateKeyToAccount(await evm.fundedKey({ usdc: 20 }));
    const transfer = (label: string) => prepareTransfer(evm.client, wallet, { usdc: evm.usdc, to: operator(label), amount: 2_000 });
    const [first, second] = await Promise.all([transfer('first of two'), transfer('second of two')]);
    if (first.kind !== 'ready' || second.kind !== 'ready') throw new Error('transfer refused');
    const nonce = await evm.client.getTransactionCount({ address: wallet.address, blockTag: 'pending' });
    const [mined, reverted] = await Promise.all([first.sign(nonce), second.sign(nonce + 1)]);
    await broadcast(evm.client, mined.serialized);
    await broadcast(evm.client, reverted.serialized);
    const sent = { txHash: reverted.txHash, nonce: reverted.nonce, from: wallet.address };
    expect(await checkPayout(evm.client, sent, 1)).toEqual({ kind: 'reverted' });
    expect(await evm.usdcBalance(operator('first of two'))).toBe(2_000);
    expect(await evm.usdcBalance(operator('second of two'))).toBe(0);
  });

  it('reports a transfer whose nonce another transaction took as replaced, never to be mined', async () => {
    const signed = await signTransfer(operator('replaced payout'), 1);
    expect(await check(signed)).toEqual({ kind: 'unseen' });
    const other = await hotWallet.signTransaction({
      type: 'eip1559',
      chainId: evm.chainId,
      nonce: signed.nonce,
      to: hotWallet.address,
      value: 0n,
      gas: 21_000n,
      ...(await evm.client.estimateFeesPerGas()),
    });
    const { blockNumber } = await evm.client.waitForTransactionReceipt({
      hash: await evm.client.sendRawTransaction({ serializedTransaction: other as Hex }),
    });
    expect(await check(signed)).toEqual({ kind: 'replaced', atBlock: Number(blockNumber) });
  });

  it('counts the nonce at a pinned block height: a node that does not have that block yet errs instead of answering', async () => {
    const signed = await signTransfer(operator('pinned height'), 1);
    const latest = await evm.client.getBlockNumber();
    // A node behind the height asked for: ganache is asked for a block it has not mined.
    const ahead = {
      ...evm.client,
      request: async (args: { method: string }) => (args.method === 'eth_blockNumber' ? toHex(latest + 5n) : evm.client.request(args as never)),
    } as unknown as typeof evm.client;
    await expect(checkPayout(ahead, { txHash: signed.txHash, nonce: signed.nonce, from: hotWallet.address }, 3)).rejects.toThrow();
  });

  it("estimates the gas fee in cents from the chain's fee data and the ETH/USD feed, rounded up", async () => {
    const { maxFeePerGas } = await evm.client.estimateFeesPerGas();
    const dollars = (Number(TRANSFER_GAS * maxFeePerGas) / 1e18) * ETH_USD_PRICE;
    expect(await estimateTransferFee(evm.client, evm.priceFeed)).toBe(Math.ceil(dollars * 100));
  });

  it('estimates the same fee through the JSON-RPC client the routes read the chain with', async () => {
    expect(await estimateTransferFee(jsonRpcClient(evm.url), evm.priceFeed)).toBe(await estimateTransferFee(evm.client, evm.priceFeed));
  });
});
