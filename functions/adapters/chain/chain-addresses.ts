import type { Address } from 'viem';
import { checksummed } from '../../platform/kernel/evm-addresses';
import { config } from '../../platform/settings';

/**
 * The configured chain addresses, EIP-55 checksummed whatever case they were written in. The
 * settings check only their form; the checksum is the core's, not viem's, so a function that
 * only shows these addresses (the deposit address) holds no chain code.
 */
export const chainAddresses: { readonly usdc: Address; readonly deposit: Address; readonly ethUsdPriceFeed: Address } = {
  usdc: checksummed(config.chain.usdcAddress) as Address,
  deposit: checksummed(config.chain.depositAddress) as Address,
  ethUsdPriceFeed: checksummed(config.chain.ethUsdPriceFeed) as Address,
};
