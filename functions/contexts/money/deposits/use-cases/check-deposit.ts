import { logger } from '../../../../platform/logging/logger';
import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import { type Agent, mayHaveWebhooks } from '../../../accounts/agents/domain';
import type { Deposit } from '../domain/deposits';
import type { DepositPorts } from '../ports';

/**
 * What a credit of the agent's deposit commits besides itself: its `deposit.confirmed` outbox event
 * when the agent may hold a webhook endpoint (mayHaveWebhooks; an agent not found counts as may).
 */
export const confirmedEventFor = (
  deps: Pick<DepositPorts, 'confirmedEvent'>,
  agent: Pick<Agent, 'webhooks_used'> | undefined,
): Contributes<Deposit> => (!agent || mayHaveWebhooks(agent) ? deps.confirmedEvent : contributesNothing);

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
 * credited (the credit is conditioned on the deposit still pending). The credit writes its event as
 * confirmedEventFor says.
 */
export const checkDeposit = async (
  deps: Pick<DepositPorts, 'deposits' | 'chain' | 'confirmedEvent' | 'agents'>,
  transactionId: string,
  now: Date,
): Promise<CheckedDeposit> => {
  const { deposits, chain } = deps;
  const deposit = await deposits.getDeposit(transactionId);
  if (deposit?.status !== 'PENDING_CONFIRMATIONS') return { deposit, credited: false };
  const check = await chain.checkDepositTransfer(deposit);
  let credited = false;
  if (check.kind !== 'found') {
    logger.warn('Deposit transaction no longer verifies', { transaction_id: transactionId, check: check.kind });
    await deposits.failDeposit(deposit, now.toISOString());
  } else if (check.confirmations >= deposit.confirmations_required) {
    // The agent as it is now: it may have created an endpoint since the deposit was reported.
    const announced = confirmedEventFor(deps, await deps.agents.getAgent(deposit.agent_id));
    credited = await deposits.confirmDeposit(deposit, check.confirmations, now.toISOString(), announced);
  } else {
    await deposits.recordConfirmations(transactionId, check.confirmations);
  }
  return { deposit: await deposits.getDeposit(transactionId), credited };
};
