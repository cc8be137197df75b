/** The split rule, apart from the rest of the dispute rules and importing nothing at run time: the back office previews a split with the very function the ledger books. */
import type { Cents } from '../../../../platform/kernel/money';

export interface Split {
  operator: Cents;
  fee: Cents;
  refund: Cents;
}

/**
 * How a split resolution divides the escrow (reward + fee): `operator` to the operator, the
 * platform fee in proportion to the share of the reward paid (fee × operator ÷ reward, rounded to
 * the nearest cent, halves up), and the rest back to the agent. All integers: nothing is lost.
 */
export const splitEscrow = (reward: Cents, fee: Cents, operator: Cents): Split => {
  if (!Number.isInteger(operator) || operator <= 0 || operator >= reward) throw new RangeError('operator share must be above 0 and below the reward');
  const feeShare = Math.floor((fee * operator * 2 + reward) / (2 * reward));
  return { operator, fee: feeShare, refund: reward + fee - operator - feeShare };
};
