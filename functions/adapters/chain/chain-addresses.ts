import type { Address } from 'viem';
import { config } from '../../platform/settings';

/**
 * The configured chain addresses, EIP-55 checksummed whatever case they were written in: the
 * deployment writes each in that form (the CDK app and the local stack, platform/settings/deploy.ts),
 * so a function that shows them (the deposit address, a 402's payment requirements) needs no keccak.
 */
export const chainAddresses: { readonly usdc: Address; readonly deposit: Address; readonly ethUsdPriceFeed: Address } = {
  usdc: config.chain.usdcAddress,
  deposit: config.chain.depositAddress,
  ethUsdPriceFeed: config.chain.ethUsdPriceFeed,
};
