import { logger } from '../../../platform/logging/logger';
import type { DepositStatus } from '../domain/deposits';
import type { DepositPorts } from '../ports';

/**
 * One confirmation check of a pending deposit, re-verifying its whole transfer on chain:
 * credited once its transaction has enough blocks on top; FAILED (its hash released) if the
 * transaction left the chain or no longer holds the reported transfer (a reorganization);
 * otherwise still pending, with the confirmations seen so far. Returns where it stands.
 */
export const checkDeposit = async (
  { deposits, chain, announceConfirmed }: Pick<DepositPorts, 'deposits' | 'chain' | 'announceConfirmed'>,
  transactionId: string,
  now: Date,
): Promise<DepositStatus | undefined> => {
  const deposit = await deposits.getDeposit(transactionId);
  if (deposit?.status !== 'PENDING_CONFIRMATIONS') return deposit?.status;
  const check = await chain.checkDepositTransfer(deposit);
  if (check.kind !== 'found') {
    logger.warn('Deposit transaction no longer verifies', { transaction_id: transactionId, check: check.kind });
    await deposits.failDeposit(deposit, now.toISOString());
  } else if (check.confirmations >= deposit.confirmations_required) {
    await deposits.confirmDeposit(deposit, check.confirmations, now.toISOString(), await announceConfirmed(deposit.agent_id));
  } else {
    await deposits.recordConfirmations(transactionId, check.confirmations);
  }
  return (await deposits.getDeposit(transactionId))?.status;
};
