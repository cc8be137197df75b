import { z } from 'zod';
import { checkDepositTransfer } from '../../adapters/chain/deposits';
import { config, isDevelopment, onChain } from '../../config';
import { isTxHash, normalizeTxHash, type Deposit } from '../../core/deposits';
import { errors } from '../../core/errors';
import { toCents, toDollars } from '../../core/money';
import { newId } from '../../core/secrets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgent, type Agent } from '../../store/agents';
import { isTransactionClaimed, recordDeposit } from '../../store/deposits';
import { chainField, wholeCents } from '../../wire/schemas';
import { depositSchema, depositView } from './deposit-views';

const body = z.object({
  tx_hash: z.string().trim().min(1).max(200),
  amount_usdc: wholeCents(z.number().min(toDollars(config.chain.minDeposit)).max(toDollars(config.chain.maxDeposit))),
  chain: chainField,
});
const responses = { 200: depositSchema };

/**
 * What the chain says about a reported deposit: refused unless its transaction succeeded and
 * moved exactly the amount of USDC from the agent's bound wallet to the deposit address;
 * CONFIRMED with enough blocks on top, else PENDING_CONFIRMATIONS (a workflow follows it).
 */
const verifyOnChain = async (deposit: Deposit, agent: Agent): Promise<Partial<Deposit>> => {
  if (!isTxHash(deposit.tx_hash)) throw errors.invalidTxHash();
  if (!agent.wallet_address) throw errors.walletRequiredForDeposit();
  // Saves a round of RPC calls for a repeat; the conditional write in recordDeposit decides races.
  if (await isTransactionClaimed(deposit.chain, deposit.tx_hash)) throw errors.transactionAlreadyProcessed();
  const check = await checkDepositTransfer({ ...deposit, from_address: agent.wallet_address });
  if (check.kind === 'not_found') throw errors.depositTransactionNotFound();
  if (check.kind === 'reverted') throw errors.depositTransactionFailed();
  if (check.kind === 'mismatch') throw errors.depositTransferMismatch(toDollars(deposit.amount_cents));
  const required = config.chain.confirmations;
  return {
    from_address: agent.wallet_address,
    confirmations: check.confirmations,
    confirmations_required: required,
    status: check.confirmations >= required ? 'CONFIRMED' : 'PENDING_CONFIRMATIONS',
  };
};

/** Reports a USDC deposit; each transaction hash is credited once, to one agent. */
export const handler = apiHandler({ body, responses })(async (request) => {
  const agent = await getAgent(callingAgent(request).agentId);
  if (!agent) throw errors.agentNotFound();
  // Development without a chain: credited at once, nothing to confirm.
  let deposit: Deposit = {
    transaction_id: newId('dep'),
    agent_id: agent.agent_id,
    chain: request.body.chain,
    tx_hash: normalizeTxHash(request.body.tx_hash),
    amount_cents: toCents(request.body.amount_usdc)!,
    status: 'CONFIRMED',
    confirmations: 0,
    confirmations_required: 0,
    created_at: request.now.toISOString(),
  };
  if (onChain()) deposit = { ...deposit, ...(await verifyOnChain(deposit, agent)) };
  else if (!isDevelopment()) throw errors.depositsUnavailable();
  if (deposit.status === 'CONFIRMED') deposit.confirmed_at = deposit.created_at;
  await recordDeposit(deposit);
  return { status: 200, body: depositView(deposit) };
});
