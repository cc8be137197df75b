import type { PayoutStatus } from '../domain/payouts';
import { failPayout, getPayout } from '../store/payouts-store';

/**
 * The PayoutSettlement workflow's way out when sending failed for good (every retry spent, or a
 * bug): a payout with no signed transfer has sent nothing, so it ends FAILED with its amount back
 * in the operator's available balance, in one transaction. A payout signed meanwhile may be mined:
 * it stays PENDING_ONCHAIN for the checks that follow, and is never refunded here.
 */
export const failUnsentPayout = async (payoutId: string, now: Date): Promise<PayoutStatus | undefined> => {
  const payout = await getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN' || payout.signed_tx) return payout?.status;
  return (await failPayout(payout, 'The transfer could not be prepared', now.toISOString())).status;
};
