import { checkDepositTransfer } from '../../../adapters/chain/deposit-transfers';
import { logger } from '../../../platform/logging/logger';
import type { DepositStatus } from '../domain/deposits';
import { confirmDeposit, failDeposit, getDeposit, recordConfirmations } from '../store/deposits-store';

/**
 * One confirmation check of a pending deposit, re-verifying its whole transfer on chain:
 * credited once its transaction has enough blocks on top; FAILED (its hash released) if the
 * transaction left the chain or no longer holds the reported transfer (a reorganization);
 * otherwise still pending, with the confirmations seen so far. Returns where it stands.
 */
export const checkDeposit = async (transactionId: string, now: Date): Promise<DepositStatus | undefined> => {
  const deposit = await getDeposit(transactionId);
  if (deposit?.status !== 'PENDING_CONFIRMATIONS') return deposit?.status;
  const check = await checkDepositTransfer(deposit);
  if (check.kind !== 'found') {
    logger.warn('Deposit transaction no longer verifies', { transaction_id: transactionId, check: check.kind });
    await failDeposit(deposit, now.toISOString());
  } else if (check.confirmations >= deposit.confirmations_required) {
    await confirmDeposit(deposit, check.confirmations, now.toISOString());
  } else {
    await recordConfirmations(transactionId, check.confirmations);
  }
  return (await getDeposit(transactionId))?.status;
};
