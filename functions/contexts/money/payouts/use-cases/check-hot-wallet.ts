import { BUSINESS_METRICS, recordLevel } from '../../../../platform/logging/metrics';
import type { PayoutPorts } from '../ports';

/** USDC's units per cent (6 decimals), and wei per gwei. */
const UNITS_PER_CENT = 10_000n;
const WEI_PER_GWEI = 1_000_000_000n;

interface HotWalletBalances {
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
export const checkHotWallet = async (deps: Pick<PayoutPorts, 'hotWallet'>): Promise<HotWalletBalances> => {
  const wallet = await deps.hotWallet.open();
  const { usdcUnits, wei } = await wallet.balances();
  const balances = { address: wallet.address, usdcCents: Number(usdcUnits / UNITS_PER_CENT), gasGwei: Number(wei / WEI_PER_GWEI) };
  recordLevel(BUSINESS_METRICS.hotWalletUsdc, balances.usdcCents);
  recordLevel(BUSINESS_METRICS.hotWalletGas, balances.gasGwei);
  return balances;
};
