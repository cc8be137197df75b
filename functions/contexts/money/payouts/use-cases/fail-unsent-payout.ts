import type { PayoutStatus } from '../domain/payouts';
import type { PayoutPorts } from '../ports';

/**
 * The PayoutSettlement workflow's way out when sending failed for good (every retry spent, or a
 * bug): a payout with no signed transfer has sent nothing, so it ends FAILED with its amount back
 * in the operator's available balance, in one transaction. A payout signed meanwhile may be mined:
 * it stays PENDING_ONCHAIN for the checks that follow, and is never refunded here.
 */
export const failUnsentPayout = async (deps: Pick<PayoutPorts, 'payouts'>, payoutId: string, now: Date): Promise<PayoutStatus | undefined> => {
  const payout = await deps.payouts.getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN' || payout.signed_tx) return payout?.status;
  return (await deps.payouts.failPayout(payout, 'The transfer could not be prepared', now.toISOString())).status;
};
