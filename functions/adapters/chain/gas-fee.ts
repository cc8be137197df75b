import { type Address, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { estimateFeesPerGas } from 'viem/actions';
import type { Cents } from '../../platform/kernel/money';
import { logger } from '../../platform/logging/logger';
import { config, onChain } from '../../platform/settings';
import { chainAddresses } from './chain-addresses';
import { type ChainClient, chainClient } from './chain-client';

/** Gas of an ERC-20 transfer, with room: ~35k to an existing holder, ~52k to a new one. */
export const TRANSFER_GAS = 65_000n;

/**
 * The feed's two views, as JSON rather than parseAbi's human-readable form: parseAbi runs when the
 * module loads (every function that imports it parses the ABI and carries abitype's parser).
 */
const aggregatorAbi = [
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint8' }] },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const;

/**
 * A view of the feed by a plain eth_call: readContract's `call` would bring the ERC-6492 and CCIP
 * machinery (about 50 KB of viem) that reading a price feed never uses.
 */
const viewOf = (client: ChainClient, feed: Address, data: Hex): Promise<Hex> =>
  client.request({ method: 'eth_call', params: [{ to: feed, data }, 'latest'] });

/**
 * What sending a USDC transfer costs the hot wallet in gas, in cents (rounded up): the chain's
 * current fee per gas (EIP-1559 max fee) times TRANSFER_GAS, priced by a Chainlink ETH/USD feed.
 */
export const estimateTransferFee = async (client: ChainClient, ethUsdFeed: Address): Promise<Cents> => {
  const [{ maxFeePerGas }, decimalsData, roundData] = await Promise.all([
    estimateFeesPerGas(client),
    viewOf(client, ethUsdFeed, encodeFunctionData({ abi: aggregatorAbi, functionName: 'decimals' })),
    viewOf(client, ethUsdFeed, encodeFunctionData({ abi: aggregatorAbi, functionName: 'latestRoundData' })),
  ]);
  const decimals = decodeFunctionResult({ abi: aggregatorAbi, functionName: 'decimals', data: decimalsData });
  const [, answer] = decodeFunctionResult({ abi: aggregatorAbi, functionName: 'latestRoundData', data: roundData });
  if (answer <= 0n) throw new Error(`ETH/USD feed ${ethUsdFeed} answered ${answer}`);
  // wei x (USD per ETH x 10^decimals) x 100 cents / (10^18 wei per ETH x 10^decimals), rounded up.
  const numerator = TRANSFER_GAS * maxFeePerGas * answer * 100n;
  const denominator = 10n ** 18n * 10n ** BigInt(decimals);
  return Number((numerator + denominator - 1n) / denominator);
};

/**
 * The network fee a transfer costs now, from the chain's fee data, or the configured flat fee
 * without a chain; a price feed that cannot be read falls back to the flat fee too.
 */
export const payoutGasFee = async (): Promise<Cents> => {
  if (!onChain()) return config.payoutGasFee;
  try {
    return await estimateTransferFee(await chainClient(), chainAddresses.ethUsdPriceFeed);
  } catch (error) {
    logger.warn('Gas fee estimate failed: the flat fee applies', { error: error as Error });
    return config.payoutGasFee;
  }
};
