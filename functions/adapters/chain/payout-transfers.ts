import { type Address, BaseError, ExecutionRevertedError, encodeFunctionData, type Hex, keccak256, type LocalAccount } from 'viem';
import { estimateFeesPerGas, estimateGas, getBlockNumber, getTransactionCount, sendRawTransaction } from 'viem/actions';
import { usdcUnits } from '../../contexts/money/deposits/domain';
import type { Cents } from '../../platform/kernel/money';
import type { ChainClient } from './chain-client';
import { usdcAbi } from './usdc-abi';
import { confirmationsOf, receiptOf } from './usdc-transfers';

interface PayoutTransfer {
  usdc: Address;
  to: Address;
  amount: Cents;
}

/** A payout transaction, signed but perhaps not yet broadcast. */
export interface SignedTransfer {
  txHash: Hex;
  nonce: number;
  serialized: Hex;
}

/** What `prepareTransfer` found: the transfer can be signed at any nonce, or the chain refuses it outright. */
export type PreparedTransfer = { kind: 'ready'; sign: (nonce: number) => Promise<SignedTransfer> } | { kind: 'refused'; reason: string };

/**
 * Estimates the USDC `transfer` from the hot wallet: a revert here (the hot wallet lacks the
 * USDC, say) means the payout cannot be sent and nothing was spent. Otherwise the transfer is
 * priced at the chain's current fees and can be signed once a nonce is reserved for it.
 */
export const prepareTransfer = async (client: ChainClient, account: LocalAccount, transfer: PayoutTransfer): Promise<PreparedTransfer> => {
  const data = encodeFunctionData({ abi: usdcAbi, functionName: 'transfer', args: [transfer.to, usdcUnits(transfer.amount)] });
  let gas: bigint;
  try {
    gas = await estimateGas(client, { account: account.address, to: transfer.usdc, data });
  } catch (error) {
    const revert = revertIn(error);
    if (!revert) throw error;
    return { kind: 'refused', reason: revert.details || revert.shortMessage };
  }
  const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client);
  const chainId = client.chain.id;
  return {
    kind: 'ready',
    sign: async (nonce) => {
      const serialized = await account.signTransaction({
        type: 'eip1559',
        chainId,
        nonce,
        to: transfer.usdc,
        data,
        gas,
        maxFeePerGas,
        maxPriorityFeePerGas,
      });
      return { txHash: keccak256(serialized), nonce, serialized };
    },
  };
};

/** The next nonce of `address` as the node counts it, its pending transactions included. */
export const pendingNonce = (client: ChainClient, address: Address): Promise<number> => getTransactionCount(client, { address, blockTag: 'pending' });

/**
 * The revert among an error's causes, if the node said the call reverted: geth and op-geth
 * answer "execution reverted" (viem's ExecutionRevertedError), ganache "VM Exception while
 * processing transaction: revert". Anything else (the node unreachable, say) is no answer.
 */
export const revertIn = (error: unknown): BaseError | undefined => {
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((cause) => cause instanceof ExecutionRevertedError || /\brevert/i.test((cause as BaseError).details ?? ''));
  return (found as BaseError | null) ?? undefined;
};

/**
 * Sends a signed transaction, again if need be: a node that already has it (or has mined it)
 * may say so, which is no failure. Other refusals are left to the next check to judge.
 */
export const broadcast = async (client: ChainClient, serialized: Hex): Promise<{ accepted: boolean; error?: string }> => {
  try {
    await sendRawTransaction(client, { serializedTransaction: serialized });
    return { accepted: true };
  } catch (error) {
    return { accepted: false, error: error instanceof BaseError ? error.shortMessage : String(error) };
  }
};

export type PayoutCheck =
  | { kind: 'confirmed' }
  | { kind: 'pending'; confirmations: number }
  | { kind: 'reverted' }
  | { kind: 'replaced'; atBlock: number }
  | { kind: 'unseen' };

/**
 * Where a sent payout stands. `replaced`: no receipt, yet at block `atBlock` the hot wallet had
 * mined a transaction at this nonce or a later one, so this one can never be mined, unless the
 * node that answered "no receipt" lags behind the one that counted (judgeReplacement weighs that).
 * The count is asked at a pinned height, so a node that does not have that block yet errs
 * instead of answering from an older state. `unseen`: no receipt yet, still minable.
 */
export const checkPayout = async (
  client: ChainClient,
  sent: { txHash: Hex; nonce: number; from: Address },
  confirmationsRequired: number,
): Promise<PayoutCheck> => {
  // The nonce first: a receipt missing after the wallet's count has passed the nonce means another transaction took it.
  const height = await getBlockNumber(client, { cacheTime: 0 });
  const mined = await getTransactionCount(client, { address: sent.from, blockNumber: height });
  const receipt = await receiptOf(client, sent.txHash);
  if (receipt) {
    if (receipt.status !== 'success') return { kind: 'reverted' };
    const confirmations = await confirmationsOf(client, receipt.blockNumber);
    return confirmations >= confirmationsRequired ? { kind: 'confirmed' } : { kind: 'pending', confirmations };
  }
  return mined > sent.nonce ? { kind: 'replaced', atBlock: Number(height) } : { kind: 'unseen' };
};
