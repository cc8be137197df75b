import { errors } from '../../core/errors';
import type { Payout } from '../../core/payouts';
import { getPayout } from '../../store/payouts';

/** One of the operator's payouts as it stands, read only; another operator's payout does not exist for the caller. */
export const getOwnPayout = async (payoutId: string, operatorId: string): Promise<Payout> => {
  const payout = await getPayout(payoutId);
  if (!payout || payout.operator_id !== operatorId) throw errors.payoutNotFound();
  return payout;
};
