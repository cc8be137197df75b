import type { Address, Hex } from 'viem';
import type { Cents } from '../../platform/kernel/money';
import { logger } from '../../platform/logging/logger';
import { config, onChain } from '../../platform/settings';
import { chainAddresses } from './chain-addresses';
import { type ChainRequests, chainRequests } from './json-rpc';

/** Gas of an ERC-20 transfer, with room: ~35k to an existing holder, ~52k to a new one. */
export const TRANSFER_GAS = 65_000n;

/**
 * The feed's two views take no arguments, so a call's data is the view's selector alone, and each
 * answer is read as 32-byte words: viem's ABI encoder and decoder (about 20 KB of every function
 * that estimates the fee) would do no more. decimals() answers a uint8; latestRoundData() answers
 * (roundId, answer, startedAt, updatedAt, answeredInRound), the price in its second word, an int256.
 */
const DECIMALS_SELECTOR = '0x313ce567';
const LATEST_ROUND_DATA_SELECTOR = '0xfeaf968c';

/** The `index`th 32-byte word of a call's answer, unsigned; an answer too short to hold it is no answer. */
const wordOf = (data: Hex, index: number): bigint => {
  const word = data.slice(2 + index * 64, 2 + (index + 1) * 64);
  if (word.length !== 64) throw new Error(`A feed's answer of ${data.length} characters has no word ${index}`);
  return BigInt(`0x${word}`);
};

/**
 * A view of the feed by a plain eth_call: readContract's `call` would bring the ERC-6492 and CCIP
 * machinery (about 50 KB of viem) that reading a price feed never uses.
 */
const viewOf = async (client: ChainRequests, feed: Address, data: Hex): Promise<Hex> =>
  (await client.request({ method: 'eth_call', params: [{ to: feed, data }, 'latest'] })) as Hex;

/** viem's default multiplier of the latest block's base fee (1.2), as its fee estimate applies it: in tenths, rounded down. */
const BASE_FEE_TENTHS = 12n;

/**
 * The EIP-1559 max fee per gas exactly as viem's estimateFeesPerGas makes it for a chain with no
 * fee overrides (the latest block's base fee x 1.2, plus the node's priority fee, or, from a node
 * without eth_maxPriorityFeePerGas, the gas price above the base fee), from the same three reads:
 * its action would bring viem's client and block formatters to every route that prices a payout.
 */
export const estimateMaxFeePerGas = async (client: ChainRequests): Promise<bigint> => {
  const block = (await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as { baseFeePerGas?: string } | null;
  if (!block) throw new Error('The chain has no latest block');
  if (!block.baseFeePerGas) throw new Error('The chain does not support EIP-1559 fees');
  const baseFee = BigInt(block.baseFeePerGas);
  const priorityFee = await (async () => {
    try {
      return BigInt((await client.request({ method: 'eth_maxPriorityFeePerGas' })) as string);
    } catch {
      const gasPrice = BigInt((await client.request({ method: 'eth_gasPrice' })) as string);
      return gasPrice > baseFee ? gasPrice - baseFee : 0n;
    }
  })();
  return (baseFee * BASE_FEE_TENTHS) / 10n + priorityFee;
};

/**
 * What sending a USDC transfer costs the hot wallet in gas, in cents (rounded up): the chain's
 * current fee per gas (EIP-1559 max fee) times TRANSFER_GAS, priced by a Chainlink ETH/USD feed.
 */
export const estimateTransferFee = async (client: ChainRequests, ethUsdFeed: Address): Promise<Cents> => {
  const [maxFeePerGas, decimalsData, roundData] = await Promise.all([
    estimateMaxFeePerGas(client),
    viewOf(client, ethUsdFeed, DECIMALS_SELECTOR),
    viewOf(client, ethUsdFeed, LATEST_ROUND_DATA_SELECTOR),
  ]);
  const decimals = wordOf(decimalsData, 0);
  // Refused beyond a safe integer, as viem's decoder refuses it.
  if (decimals > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`ETH/USD feed ${ethUsdFeed} answered ${decimals} decimals`);
  const answer = BigInt.asIntN(256, wordOf(roundData, 1));
  if (answer <= 0n) throw new Error(`ETH/USD feed ${ethUsdFeed} answered ${answer}`);
  // wei x (USD per ETH x 10^decimals) x 100 cents / (10^18 wei per ETH x 10^decimals), rounded up.
  const numerator = TRANSFER_GAS * maxFeePerGas * answer * 100n;
  const denominator = 10n ** 18n * 10n ** decimals;
  return Number((numerator + denominator - 1n) / denominator);
};

/**
 * The network fee a transfer costs now, from the chain's fee data, or the configured flat fee
 * without a chain; a price feed that cannot be read falls back to the flat fee too.
 */
export const payoutGasFee = async (): Promise<Cents> => {
  if (!onChain()) return config.payoutGasFee;
  try {
    return await estimateTransferFee(await chainRequests(), chainAddresses.ethUsdPriceFeed);
  } catch (error) {
    logger.warn('Gas fee estimate failed: the flat fee applies', { error: error as Error });
    return config.payoutGasFee;
  }
};
