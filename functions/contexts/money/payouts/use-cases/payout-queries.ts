import type { Cents } from '../../../../platform/kernel/money';
import type { Payout } from '../domain/payouts';
import { payoutErrors } from '../errors';
import type { PayoutPorts } from '../ports';

/** One of the operator's payouts as it stands, read only; another operator's payout does not exist for the caller. */
export const getOwnPayout = async (deps: Pick<PayoutPorts, 'payouts'>, payoutId: string, operatorId: string): Promise<Payout> => {
  const payout = await deps.payouts.getPayout(payoutId);
  if (!payout || payout.operator_id !== operatorId) throw payoutErrors.payoutNotFound();
  return payout;
};

/** The network fee a payout requested now would have deducted (what the app shows before the operator confirms). Reads only. */
export const currentPayoutFee = (deps: Pick<PayoutPorts, 'fees'>): Promise<Cents> => deps.fees.payoutGasFee();
