import { logger } from '../../../../platform/logging/logger';
import type { Operator } from '../../../accounts/operators/domain';
import { abbreviateAddress } from '../domain/payout-addresses';
import type { PayoutPorts } from '../ports';

/**
 * Tells the operator that their payout address is changing: from which to which, when the new one
 * becomes usable, and what to do if it was not them. Sent once the change is recorded; a mail that
 * fails is logged and does not undo it.
 */
export const mailPayoutAddressChange = async (
  deps: Pick<PayoutPorts, 'mail'>,
  operator: Operator,
  from: string,
  to: string,
  usableAt: string,
): Promise<void> => {
  try {
    await deps.mail.send({
      to: operator.email,
      subject: 'Handoff: your payout address is changing',
      text:
        `A payout to a new address was requested on your Handoff account: ${abbreviateAddress(to)} (your payout address was ${abbreviateAddress(from)}).\n\n` +
        `Payouts can go to the new address from ${usableAt} (UTC). Until then they go only to ${abbreviateAddress(from)}.\n\n` +
        `If this was not you, someone else may have your login: reset your password in the Handoff app now, check your authenticator app, ` +
        `and contact Handoff support before ${usableAt} (UTC).`,
    });
  } catch (error) {
    logger.warn('Payout address email not sent', { error: error as Error, operator_id: operator.operator_id });
  }
};
