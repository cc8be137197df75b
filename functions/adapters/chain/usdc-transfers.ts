import { type Address, type Hex, isAddressEqual, type Log, TransactionReceiptNotFoundError } from 'viem';
import { getBlockNumber, getTransactionReceipt } from 'viem/actions';
import { usdcUnits } from '../../contexts/money/deposits/domain';
import type { Cents } from '../../platform/kernel/money';
import type { ChainClient } from './chain-client';

export interface ExpectedTransfer {
  txHash: Hex;
  usdc: Address;
  from: Address;
  to: Address;
  amount: Cents;
}

/** What the chain says about a reported transfer. */
export type TransferCheck = { kind: 'not_found' } | { kind: 'reverted' } | { kind: 'mismatch' } | { kind: 'found'; confirmations: number };

/** keccak256("Transfer(address,address,uint256)"): the first topic of an ERC-20 Transfer log. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/**
 * A log's ERC-20 Transfer as a strict ABI decoder reads it (the sender and recipient in the last 20
 * bytes of the second and third topics, the value in the data's first word), or undefined for any
 * other log or one short of a part. Read by hand: viem's event decoder would add about 15 KB to
 * every function that checks a transfer, for one fixed event.
 */
const transferIn = ({ topics: [signature, from, to], data }: Pick<Log, 'topics' | 'data'>) => {
  if (signature !== TRANSFER_TOPIC || !from || !to || data.length < 2 + 64) return undefined;
  return { from: `0x${from.slice(-40)}` as Address, to: `0x${to.slice(-40)}` as Address, value: BigInt(`0x${data.slice(2, 66)}`) };
};

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
  const matches = receipt.logs.some((log) => {
    const transfer = transferIn(log);
    return (
      !!transfer &&
      isAddressEqual(log.address, expected.usdc) &&
      isAddressEqual(transfer.from, expected.from) &&
      isAddressEqual(transfer.to, expected.to) &&
      transfer.value === value
    );
  });
  if (!matches) return { kind: 'mismatch' };
  return { kind: 'found', confirmations: await confirmationsOf(client, receipt.blockNumber) };
};
