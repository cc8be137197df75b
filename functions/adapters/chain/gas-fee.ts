import { parseAbi, type Address, type PublicClient } from 'viem';
import { config, onChain } from '../../settings';
import type { Cents } from '../../core/money';
import { logger } from '../../logging/logger';
import { chainAddresses } from './addresses';
import { publicClient } from './client';

/** Gas of an ERC-20 transfer, with room: ~35k to an existing holder, ~52k to a new one. */
export const TRANSFER_GAS = 65_000n;

const aggregatorAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/**
 * What sending a USDC transfer costs the hot wallet in gas, in cents (rounded up): the chain's
 * current fee per gas (EIP-1559 max fee) times TRANSFER_GAS, priced by a Chainlink ETH/USD feed.
 */
export const estimateTransferFee = async (client: PublicClient, ethUsdFeed: Address): Promise<Cents> => {
  const [{ maxFeePerGas }, decimals, [, answer]] = await Promise.all([
    client.estimateFeesPerGas(),
    client.readContract({ address: ethUsdFeed, abi: aggregatorAbi, functionName: 'decimals' }),
    client.readContract({ address: ethUsdFeed, abi: aggregatorAbi, functionName: 'latestRoundData' }),
  ]);
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
    return await estimateTransferFee(await publicClient(), chainAddresses.ethUsdPriceFeed);
  } catch (error) {
    logger.warn('Gas fee estimate failed: the flat fee applies', { error: error as Error });
    return config.payoutGasFee;
  }
};
