import type { SettleResponse } from '@x402/core/types';
import type { Address } from 'viem';
import { PaymentUsedError } from '../../../../platform/kernel/errors';
import type { Cents } from '../../../../platform/kernel/money';
import { newId } from '../../../../platform/kernel/secrets';
import { contributesNothing } from '../../../../platform/table/contribution';
import { agentErrors } from '../../../accounts/agents/errors';
import { confirmationsDue, confirmationWait, type Deposit, settlingCovers } from '../domain/deposits';
import { type PaymentTerms, parsePaymentHeader, type SignedPayment, settlementResponse, verifyPayment } from '../domain/x402';
import { depositErrors } from '../errors';
import type { PaymentPorts } from '../ports';
import { checkDeposit, confirmedEventFor } from './check-deposit';

/** Where x402 payments go, as configured: the deposit address, USDC, the chain. */
export const paymentTerms = ({ instructions }: PaymentPorts['settings']): PaymentTerms => ({
  chainId: instructions.chainId,
  usdc: instructions.usdcAddress as Address,
  usdcDomain: instructions.usdcDomain,
  payTo: instructions.address as Address,
});

/**
 * The transaction that moved the payment: sent now from the hot wallet, or, when the token has
 * seen the authorization already, the one that used it exactly as signed (a request that settled
 * and died before crediting); an authorization used otherwise was never paid here (409).
 */
const settleOnChain = async ({ settlement }: PaymentPorts, payment: SignedPayment): Promise<string> => {
  if (await settlement.authorizationUsed(payment)) {
    const found = await settlement.findSettlement(payment);
    if (found) return found;
    throw depositErrors.paymentAlreadyUsed();
  }
  const settled = await settlement.settle(payment);
  if (settled.kind === 'refused') throw depositErrors.paymentRejected(`the chain refused the transfer: ${settled.reason}`);
  if (settled.kind === 'reverted') {
    // Another request settled the same authorization first: that one credits it.
    if (await settlement.authorizationUsed(payment)) throw depositErrors.paymentAlreadyUsed();
    throw depositErrors.paymentRejected(`the settlement ${settled.txHash} reverted`);
  }
  return settled.txHash;
};

/** The 503 of a payment whose settlement waits for its confirmations: how many it has, and when the rest should be there. */
const stillSettling = (deposit: Deposit, blockSeconds: number) =>
  depositErrors.paymentSettling(
    deposit.tx_hash,
    deposit.confirmations,
    deposit.confirmations_required,
    confirmationWait(deposit.confirmations_required - deposit.confirmations, blockSeconds),
  );

/**
 * A payment whose settlement a deposit claimed already: the same paid request sent again after a
 * 503, or a replay. Pending, it is checked as the confirmation workflow checks it and credited here
 * once confirmed (the settlement is returned), else 503 again. Credited (by this check's rival,
 * the workflow or another request carrying it, or long ago), or another agent's: 409 (a request
 * that lost the race to the workflow, sent again, is created on that credit). FAILED (its
 * settlement left the chain and released the authorization): undefined, to be paid afresh.
 */
const followSettlement = async (deps: PaymentPorts, agentId: string, claimed: Deposit, now: Date): Promise<SettleResponse | undefined> => {
  if (claimed.agent_id !== agentId) throw depositErrors.paymentAlreadyUsed();
  const { deposit, credited } = await checkDeposit(deps, claimed.transaction_id, now);
  if (credited) return settlementResponse(paymentTerms(deps.settings), claimed.from_address as Address, claimed.tx_hash);
  if (deposit?.status === 'PENDING_CONFIRMATIONS') throw stillSettling(deposit, deps.settings.blockSeconds);
  if (deposit?.status === 'FAILED') return undefined;
  throw depositErrors.paymentAlreadyUsed();
};

/**
 * Pays a short balance with the x402 payment a request carries (the PAYMENT-SIGNATURE or
 * X-PAYMENT header), before the request is tried again:
 * 1. the header is parsed (400); an authorization a deposit claimed already is followed
 *    (followSettlement: credited now, 503 while pending, 409 once credited), whatever else the
 *    shortfall now asks, so a replay hears that it is one;
 * 2. the payment is verified against the terms, the agent's bound wallet and the shortfall (402
 *    `Payment rejected: <reason>`); on a chain the signature is asked of the chain, so a
 *    smart-contract wallet (ERC-1271) pays too; without one only a key's;
 * 3. on a chain, the hot wallet settles it (transferWithAuthorization, gas on the platform); it is
 *    credited once the transaction has CHAIN_CONFIRMATIONS, as a deposit is. The request does not
 *    wait for them (Base's 12 blocks, ~24 s, do not fit beside the receipt's wait in task
 *    creation's 29 s): with fewer, the settlement is recorded as a deposit PENDING_CONFIRMATIONS,
 *    which starts the confirmation workflow, so it is credited when confirmed even if nobody asks
 *    again, and the request answers 503 `Payment settled in <tx>, waiting for confirmations` with
 *    Retry-After (the chain's block time per missing block). Development without a chain credits it at once;
 * 4. the deposit is recorded (journal entry kind x402_payment when credited) in one transaction
 *    that claims the authorization's nonce and the settlement's hash, so it is credited once
 *    whatever races: two requests, a request and the workflow, a report of the hash as a deposit.
 * Returns the settlement for the PAYMENT-RESPONSE header.
 */
export const payShortfall = async (deps: PaymentPorts, agentId: string, header: string, shortfall: Cents, now: Date): Promise<SettleResponse> => {
  const payment = parsePaymentHeader(header);
  const { from, nonce } = payment.authorization;
  const claimed = await deps.payments.paymentDeposit({ from, nonce });
  const followed = claimed && (await followSettlement(deps, agentId, claimed, now));
  if (followed) return followed;
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  const { settings } = deps;
  if (!settings.onChain && !settings.development) throw depositErrors.depositsUnavailable();
  const terms = paymentTerms(settings);
  const amount = await verifyPayment(payment, {
    terms,
    wallet: agent.wallet_address,
    shortfall,
    maxCredit: settings.instructions.maxDeposit,
    now,
    ...(settings.onChain ? { onChainSignatureCheck: deps.settlement.verifySignature } : {}),
  });
  let txHash = `x402:${from.toLowerCase()}:${nonce}`;
  const required = settings.onChain ? settings.instructions.confirmations : 0;
  let seen = 0;
  if (settings.onChain) {
    txHash = (await settleOnChain(deps, payment)).toLowerCase();
    const check = await deps.chain.checkDepositTransfer({ tx_hash: txHash, from_address: from, amount_cents: amount });
    seen = check.kind === 'found' ? check.confirmations : 0;
  }
  const confirmed = seen >= required;
  const at = now.toISOString();
  const deposit: Deposit = {
    transaction_id: newId('dep'),
    agent_id: agent.agent_id,
    chain: settings.instructions.chain,
    tx_hash: txHash,
    amount_cents: amount,
    from_address: from,
    authorization_nonce: nonce,
    status: confirmed ? 'CONFIRMED' : 'PENDING_CONFIRMATIONS',
    confirmations: seen,
    confirmations_required: required,
    created_at: at,
    ...(confirmed ? { confirmed_at: at } : {}),
  };
  const contribute = confirmed ? confirmedEventFor(deps, agent) : contributesNothing;
  try {
    await deps.payments.recordPayment(deposit, contribute, confirmationsDue(now, seen, required, settings.blockSeconds));
  } catch (error) {
    // Another request carrying this payment recorded its settlement first: while that waits, this one waits with it.
    const recorded = error instanceof PaymentUsedError ? await deps.payments.paymentDeposit({ from, nonce }) : undefined;
    if (recorded?.status === 'PENDING_CONFIRMATIONS' && recorded.agent_id === agent.agent_id) throw stillSettling(recorded, settings.blockSeconds);
    throw error;
  }
  if (!confirmed) throw stillSettling(deposit, settings.blockSeconds);
  return settlementResponse(terms, from, txHash);
};

/**
 * A short balance that the agent's deposits waiting for confirmations cover (an x402 payment
 * settled but not confirmed yet, a reported deposit): 503 `Payment settling: ...` with Retry-After
 * (when they should be credited), not a 402 that would have the shortfall paid a second time.
 */
export const refuseWhileSettling = async (
  deps: { deposits: Pick<PaymentPorts['deposits'], 'pendingDeposits'>; settings: PaymentPorts['settings'] },
  agentId: string,
  shortfall: Cents,
  now: Date,
) => {
  const retryAfter = settlingCovers(await deps.deposits.pendingDeposits(agentId), shortfall, now, deps.settings.pollSeconds);
  if (retryAfter !== undefined) throw depositErrors.paymentPending(retryAfter);
};
