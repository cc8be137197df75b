import { type Address, encodeFunctionData, type Hex, keccak256, type LocalAccount, parseSignature, size } from 'viem';
import { estimateFeesPerGas, estimateGas, getBlockNumber, getLogs, sendRawTransaction, waitForTransactionReceipt } from 'viem/actions';
import { type SignedPayment, TRANSFER_WITH_AUTHORIZATION_TYPES } from '../../contexts/money/deposits/domain';
import type { ChainClient } from './chain-client';
import { revertIn } from './payout-transfers';
import { checkUsdcTransfer } from './usdc-transfers';

/** The authorization's fields, as its EIP-712 type lists them: each form of the call starts with them. */
const AUTHORIZATION = TRANSFER_WITH_AUTHORIZATION_TYPES.TransferWithAuthorization;

/**
 * EIP-3009 as FiatToken v2 has it: the v, r, s form every version takes (v2.2 checks it as a
 * contract wallet's too, ERC-1271), v2.2's form with the signature as bytes (a contract wallet's of
 * any length), and the nonce's state.
 */
const eip3009Abi = [
  {
    type: 'function',
    name: 'transferWithAuthorization',
    stateMutability: 'nonpayable',
    inputs: [...AUTHORIZATION, { name: 'v', type: 'uint8' }, { name: 'r', type: 'bytes32' }, { name: 's', type: 'bytes32' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transferWithAuthorization',
    stateMutability: 'nonpayable',
    inputs: [...AUTHORIZATION, { name: 'signature', type: 'bytes' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'authorizationState',
    stateMutability: 'view',
    inputs: [
      { name: 'authorizer', type: 'address' },
      { name: 'nonce', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'event',
    name: 'AuthorizationUsed',
    inputs: [
      { indexed: true, name: 'authorizer', type: 'address' },
      { indexed: true, name: 'nonce', type: 'bytes32' },
    ],
  },
] as const;

/** How far back a settlement is looked for: ~5.5 hours of Base's 2-second blocks (providers bound eth_getLogs ranges). */
const SETTLEMENT_LOOKBACK_BLOCKS = 10_000n;

/**
 * The transaction that used this exact authorization, if one did lately: its AuthorizationUsed
 * event, in a transaction that succeeded and moved `value` from `from` to `to`. A request that
 * settled and then died before crediting is credited by the retry that finds it; an authorizer
 * who used the nonce for another transfer finds nothing here.
 */
export const findSettlement = async (client: ChainClient, usdc: Address, payment: SignedPayment): Promise<Hex | undefined> => {
  const { from, to, value, nonce } = payment.authorization;
  const latest = await getBlockNumber(client, { cacheTime: 0 });
  const logs = await getLogs(client, {
    address: usdc,
    event: eip3009Abi[3],
    args: { authorizer: from, nonce },
    fromBlock: latest > SETTLEMENT_LOOKBACK_BLOCKS ? latest - SETTLEMENT_LOOKBACK_BLOCKS : 0n,
    toBlock: latest,
  });
  for (const log of logs) {
    if (!log.transactionHash) continue;
    const check = await checkUsdcTransfer(client, { txHash: log.transactionHash, usdc, from, to, amount: Number(value / 10_000n) });
    if (check.kind === 'found') return log.transactionHash;
  }
  return undefined;
};

/** Whether the token has seen the authorizer's nonce (used or canceled). */
export const authorizationUsed = async (client: ChainClient, usdc: Address, from: Address, nonce: Hex): Promise<boolean> => {
  const data = await client.request({
    method: 'eth_call',
    params: [{ to: usdc, data: encodeFunctionData({ abi: eip3009Abi, functionName: 'authorizationState', args: [from, nonce] }) }, 'latest'],
  });
  return BigInt(data) !== 0n;
};

/** 65 bytes: the v, r, s form; longer (a contract wallet's): the bytes form, which Base's USDC (FiatToken v2.2) takes. */
const transferArgs = ({ authorization: a, signature }: SignedPayment) => {
  if (size(signature) !== 65) return [a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, signature] as const;
  const { r, s, v, yParity } = parseSignature(signature);
  return [a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, Number(v ?? BigInt(yParity + 27)), r, s] as const;
};

export type SettlementResult = { kind: 'settled'; txHash: Hex } | { kind: 'refused'; reason: string } | { kind: 'reverted'; txHash: Hex };

/**
 * Settles an authorization from the hot wallet (which pays the gas): estimated first, so one the
 * token refuses (used nonce, bad signature, short balance) costs nothing; signed at the nonce
 * `reserveNonce` hands out (shared with payouts, so they never collide); sent; and waited for
 * until its receipt.
 */
export const settleAuthorization = async (
  client: ChainClient,
  account: LocalAccount,
  usdc: Address,
  payment: SignedPayment,
  reserveNonce: () => Promise<number>,
): Promise<SettlementResult> => {
  const data = encodeFunctionData({ abi: eip3009Abi, functionName: 'transferWithAuthorization', args: transferArgs(payment) });
  let gas: bigint;
  try {
    gas = await estimateGas(client, { account: account.address, to: usdc, data });
  } catch (error) {
    const revert = revertIn(error);
    if (!revert) throw error;
    return { kind: 'refused', reason: revert.details || revert.shortMessage };
  }
  const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client);
  const serialized = await account.signTransaction({
    type: 'eip1559',
    chainId: client.chain.id,
    nonce: await reserveNonce(),
    to: usdc,
    data,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  });
  const txHash = keccak256(serialized);
  await sendRawTransaction(client, { serializedTransaction: serialized });
  // Well within the request's 29 s; a receipt later than that is found by the retry (findSettlement).
  const receipt = await waitForTransactionReceipt(client, { hash: txHash, pollingInterval: 500, timeout: 20_000 });
  return receipt.status === 'success' ? { kind: 'settled', txHash } : { kind: 'reverted', txHash };
};
