import { type Address, type Hex, isAddressEqual, parseEventLogs, TransactionReceiptNotFoundError } from 'viem';
import { getBlockNumber, getTransactionReceipt } from 'viem/actions';
import { usdcUnits } from '../../contexts/money/deposits/domain';
import type { Cents } from '../../platform/kernel/money';
import type { ChainClient } from './chain-client';
import { usdcAbi } from './usdc-abi';

export interface ExpectedTransfer {
  txHash: Hex;
  usdc: Address;
  from: Address;
  to: Address;
  amount: Cents;
}

/** What the chain says about a reported transfer. */
export type TransferCheck = { kind: 'not_found' } | { kind: 'reverted' } | { kind: 'mismatch' } | { kind: 'found'; confirmations: number };

/** The transaction's receipt, or undefined while it is not (or no longer) in the chain. */
export const receiptOf = async (client: ChainClient, hash: Hex) => {
  try {
    return await getTransactionReceipt(client, { hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
};

/** Blocks on top of (and including) the one holding the receipt. */
export const confirmationsOf = async (client: ChainClient, blockNumber: bigint): Promise<number> =>
  Number((await getBlockNumber(client, { cacheTime: 0 })) - blockNumber + 1n);

/**
 * Checks a transaction against what was reported: it succeeded, and one of its logs is the USDC
 * contract's Transfer from the expected sender to the expected recipient of exactly the amount.
 * Asked again at every confirmation check, so a transaction that a reorganization dropped or
 * changed is noticed.
 */
export const checkUsdcTransfer = async (client: ChainClient, expected: ExpectedTransfer): Promise<TransferCheck> => {
  const receipt = await receiptOf(client, expected.txHash);
  if (!receipt) return { kind: 'not_found' };
  if (receipt.status !== 'success') return { kind: 'reverted' };
  const value = usdcUnits(expected.amount);
  const matches = parseEventLogs({ abi: usdcAbi, eventName: 'Transfer', logs: receipt.logs }).some(
    (log) =>
      isAddressEqual(log.address, expected.usdc) &&
      isAddressEqual(log.args.from, expected.from) &&
      isAddressEqual(log.args.to, expected.to) &&
      log.args.value === value,
  );
  if (!matches) return { kind: 'mismatch' };
  return { kind: 'found', confirmations: await confirmationsOf(client, receipt.blockNumber) };
};
