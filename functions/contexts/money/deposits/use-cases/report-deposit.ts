import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { newId } from '../../../../platform/kernel/secrets';
import { contributesNothing } from '../../../../platform/table/contribution';
import type { Agent } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import { confirmationsDue, type Deposit, isTxHash, normalizeTxHash } from '../domain/deposits';
import { depositErrors } from '../errors';
import type { DepositPorts, DepositsStore } from '../ports';
import { confirmedEventFor } from './check-deposit';

/** What a report needs: the claim and the record of the deposit, nothing of the confirmation workflow's moves. */
export type ReportPorts = Pick<DepositPorts, 'agents' | 'chain' | 'confirmedEvent' | 'settings'> & {
  deposits: Pick<DepositsStore, 'isTransactionClaimed' | 'recordDeposit'>;
};

interface ReportedDeposit {
  txHash: string;
  amount: Cents;
  chain: string;
}

/**
 * What the chain says about a reported deposit: refused unless its transaction succeeded and
 * moved exactly the amount of USDC from the agent's bound wallet to the deposit address;
 * CONFIRMED with enough blocks on top, else PENDING_CONFIRMATIONS (a workflow follows it).
 */
const verifyOnChain = async (deps: ReportPorts, deposit: Deposit, agent: Agent): Promise<Partial<Deposit>> => {
  if (!isTxHash(deposit.tx_hash)) throw depositErrors.invalidTxHash();
  if (!agent.wallet_address) throw depositErrors.walletRequiredForDeposit();
  // Saves a round of RPC calls for a repeat; the conditional write in recordDeposit decides races.
  if (await deps.deposits.isTransactionClaimed(deposit.chain, deposit.tx_hash)) throw depositErrors.transactionAlreadyProcessed();
  const check = await deps.chain.checkDepositTransfer({ ...deposit, from_address: agent.wallet_address });
  if (check.kind === 'not_found') throw depositErrors.depositTransactionNotFound();
  if (check.kind === 'reverted') throw depositErrors.depositTransactionFailed();
  if (check.kind === 'mismatch') throw depositErrors.depositTransferMismatch(toDollars(deposit.amount_cents));
  const required = deps.settings.instructions.confirmations;
  return {
    from_address: agent.wallet_address,
    confirmations: check.confirmations,
    confirmations_required: required,
    status: check.confirmations >= required ? 'CONFIRMED' : 'PENDING_CONFIRMATIONS',
  };
};

/**
 * Reports a USDC deposit; each transaction hash is credited once, to one agent:
 * 1. on a chain, the transfer is verified (development without a chain credits it at once);
 * 2. the hash is claimed and the deposit recorded in one transaction, credited (journal entry
 *    `deposit:<tx_hash>`, STANDARD from $50) in it when CONFIRMED (with its event: confirmedEventFor),
 *    else on the agent's pending list.
 */
export const reportDeposit = async (deps: ReportPorts, agentId: string, reported: ReportedDeposit, now: Date): Promise<Deposit> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  let deposit: Deposit = {
    transaction_id: newId('dep'),
    agent_id: agent.agent_id,
    chain: reported.chain,
    tx_hash: normalizeTxHash(reported.txHash),
    amount_cents: reported.amount,
    status: 'CONFIRMED',
    confirmations: 0,
    confirmations_required: 0,
    created_at: now.toISOString(),
  };
  if (deps.settings.onChain) deposit = { ...deposit, ...(await verifyOnChain(deps, deposit, agent)) };
  else if (!deps.settings.development) throw depositErrors.depositsUnavailable();
  const confirmed = deposit.status === 'CONFIRMED';
  if (confirmed) deposit.confirmed_at = deposit.created_at;
  const dueAt = confirmationsDue(now, deposit.confirmations, deposit.confirmations_required, deps.settings.blockSeconds);
  await deps.deposits.recordDeposit(deposit, confirmed ? confirmedEventFor(deps, agent) : contributesNothing, dueAt);
  return deposit;
};
