import { walletBalances } from '../../../adapters/chain/balances';
import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../adapters/chain/hot-wallet';
import { BUSINESS_METRICS, recordLevel } from '../../../platform/logging/metrics';
import { config, type HotWalletSigner } from '../../../platform/settings';

/** USDC's units per cent (6 decimals), and wei per gwei. */
const UNITS_PER_CENT = 10_000n;
const WEI_PER_GWEI = 1_000_000_000n;

export interface HotWalletBalances {
  address: string;
  /** Whole cents of USDC (rounded down). */
  usdcCents: number;
  /** Whole gwei of ETH for gas (rounded down). */
  gasGwei: number;
}

/**
 * Reads the hot wallet's USDC and ETH and records both as metrics, which alarm below the stage's
 * floors (lib/observability.ts): a payout the wallet cannot cover is refused and refunded, not
 * retried, so an empty wallet must page before operators notice.
 */
export const checkHotWallet = async (signer: HotWalletSigner | undefined = config.chain.hotWallet): Promise<HotWalletBalances> => {
  if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
  const [client, account] = await Promise.all([chainClient(), hotWalletAccount(signer)]);
  const { usdcUnits, wei } = await walletBalances(client, chainAddresses.usdc, account.address);
  const balances = { address: account.address, usdcCents: Number(usdcUnits / UNITS_PER_CENT), gasGwei: Number(wei / WEI_PER_GWEI) };
  recordLevel(BUSINESS_METRICS.hotWalletUsdc, balances.usdcCents);
  recordLevel(BUSINESS_METRICS.hotWalletGas, balances.gasGwei);
  return balances;
};
