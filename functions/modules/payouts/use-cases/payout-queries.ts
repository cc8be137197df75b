import { payoutGasFee } from '../../../adapters/chain/gas-fee';
import { errors } from '../../../platform/kernel/errors';
import type { Cents } from '../../../platform/kernel/money';
import type { Payout } from '../domain/payouts';
import { getPayout } from '../store/payouts-store';

/** One of the operator's payouts as it stands, read only; another operator's payout does not exist for the caller. */
export const getOwnPayout = async (payoutId: string, operatorId: string): Promise<Payout> => {
  const payout = await getPayout(payoutId);
  if (!payout || payout.operator_id !== operatorId) throw errors.payoutNotFound();
  return payout;
};

/** The network fee a payout requested now would have deducted (what the app shows before the operator confirms). Reads only. */
export const currentPayoutFee = (): Promise<Cents> => payoutGasFee();
