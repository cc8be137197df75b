import { checkDepositTransfer } from '../adapters/chain/deposits';
import type { DepositStatus } from '../core/deposits';
import { logger, withLogContext } from '../logging/logger';
import { confirmDeposit, failDeposit, getDeposit, recordConfirmations } from '../store/deposits';

/**
 * One confirmation check of a pending deposit: credited once its transaction has enough blocks
 * on top; FAILED if the transaction left the chain or no longer holds the reported transfer (a
 * reorganization); otherwise still pending, with the confirmations seen so far.
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

export interface ChainCheckState {
  pollSeconds: number;
  /** Checks made so far: the workflow gives up after CHAIN_MAX_CHECKS. */
  checks: number;
}

/** The DepositConfirmation workflow's step: its answer is the next state's input. */
export const handler = withLogContext(async (event: ChainCheckState & { transactionId: string }) => ({
  transactionId: event.transactionId,
  pollSeconds: event.pollSeconds,
  checks: event.checks + 1,
  status: (await checkDeposit(event.transactionId, new Date())) ?? null,
}));
