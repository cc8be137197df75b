import { logger } from '../../../../platform/logging/logger';
import type { Deposit } from '../domain/deposits';
import type { DepositPorts } from '../ports';

/** Where a deposit stands after a check, and whether that check is what credited it. */
interface CheckedDeposit {
  deposit: Deposit | undefined;
  credited: boolean;
}

/**
 * One confirmation check of a pending deposit, re-verifying its whole transfer on chain:
 * credited once its transaction has enough blocks on top; FAILED (its hash released) if the
 * transaction left the chain or no longer holds the reported transfer (a reorganization);
 * otherwise still pending, with the confirmations seen so far. The confirmation workflow's step,
 * and an x402 payment's request sent again: whichever credits it first, the other finds it
 * credited (the credit is conditioned on the deposit still pending).
 */
export const checkDeposit = async (
  { deposits, chain, confirmedEvent }: Pick<DepositPorts, 'deposits' | 'chain' | 'confirmedEvent'>,
  transactionId: string,
  now: Date,
): Promise<CheckedDeposit> => {
  const deposit = await deposits.getDeposit(transactionId);
  if (deposit?.status !== 'PENDING_CONFIRMATIONS') return { deposit, credited: false };
  const check = await chain.checkDepositTransfer(deposit);
  let credited = false;
  if (check.kind !== 'found') {
    logger.warn('Deposit transaction no longer verifies', { transaction_id: transactionId, check: check.kind });
    await deposits.failDeposit(deposit, now.toISOString());
  } else if (check.confirmations >= deposit.confirmations_required) {
    credited = await deposits.confirmDeposit(deposit, check.confirmations, now.toISOString(), confirmedEvent);
  } else {
    await deposits.recordConfirmations(transactionId, check.confirmations);
  }
  return { deposit: await deposits.getDeposit(transactionId), credited };
};
