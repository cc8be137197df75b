import { getAddress, type Address } from 'viem';
import { config } from '../../settings';

/**
 * The configured chain addresses, EIP-55 checksummed whatever case they were written in. The
 * settings check only their form, so that loading them needs no keccak: only code that talks
 * to the chain (or shows these addresses) loads viem.
 */
export const chainAddresses: { readonly usdc: Address; readonly deposit: Address; readonly ethUsdPriceFeed: Address } = {
  usdc: getAddress(config.chain.usdcAddress),
  deposit: getAddress(config.chain.depositAddress),
  ethUsdPriceFeed: getAddress(config.chain.ethUsdPriceFeed),
};
