import type { SettleResponse } from '@x402/core/types';
import type { Address } from 'viem';
import { errors } from '../../../platform/kernel/errors';
import type { Cents } from '../../../platform/kernel/money';
import { newId } from '../../../platform/kernel/secrets';
import type { Deposit } from '../domain/deposits';
import { type PaymentTerms, parsePaymentHeader, type SignedPayment, settlementResponse, verifyPayment } from '../domain/x402';
import type { PaymentPorts } from '../ports';

/** Where x402 payments go, as configured: the deposit address, USDC, the chain. */
export const paymentTerms = ({ instructions }: PaymentPorts['settings']): PaymentTerms => ({
  chainId: instructions.chainId,
  usdc: instructions.usdcAddress as Address,
  usdcDomain: instructions.usdcDomain,
  payTo: instructions.address as Address,
});

/** Base's block time: how long a missing confirmation takes, for Retry-After. */
const BLOCK_SECONDS = 2;

/**
 * The transaction that moved the payment: sent now from the hot wallet, or, when the token has
 * seen the authorization already, the one that used it exactly as signed (a request that settled
 * and died before crediting); an authorization used otherwise was never paid here (409).
 */
const settleOnChain = async ({ settlement }: PaymentPorts, payment: SignedPayment): Promise<string> => {
  if (await settlement.authorizationUsed(payment)) {
    const found = await settlement.findSettlement(payment);
    if (found) return found;
    throw errors.paymentAlreadyUsed();
  }
  const settled = await settlement.settle(payment);
  if (settled.kind === 'refused') throw errors.paymentRejected(`the chain refused the transfer: ${settled.reason}`);
  if (settled.kind === 'reverted') {
    // Another request settled the same authorization first: that one credits it.
    if (await settlement.authorizationUsed(payment)) throw errors.paymentAlreadyUsed();
    throw errors.paymentRejected(`the settlement ${settled.txHash} reverted`);
  }
  return settled.txHash;
};

/**
 * Pays a short balance with the x402 payment a request carries (the PAYMENT-SIGNATURE or
 * X-PAYMENT header), before the request is tried again:
 * 1. the header is parsed (400), then (after 2) the payment verified against the terms, the agent's bound
 *    wallet and the shortfall (402 `Payment rejected: <reason>`); on a chain the signature is asked
 *    of the chain, so a smart-contract wallet (ERC-1271) pays too; without one only a key's;
 * 2. an authorization credited before is refused first (409 `Payment authorization already used`);
 * 3. on a chain, the hot wallet settles it (transferWithAuthorization, gas on the platform), and
 *    it is credited once the transaction has CHAIN_CONFIRMATIONS, as a deposit is; fewer: 503
 *    `Payment settled in <tx>, waiting for confirmations` with Retry-After, nothing credited, and
 *    the same request sent again finds that transaction (step 2 of settleOnChain) and credits it
 *    then. The request does not wait for them: Base's 12 blocks (~24 s) do not fit beside the
 *    receipt's wait in task creation's 29 s. Development without a chain credits it at once;
 * 4. it is recorded as a CONFIRMED deposit and credited (journal entry kind x402_payment) in one
 *    transaction that claims the authorization's nonce, so it is credited once whatever races.
 * Returns the settlement for the PAYMENT-RESPONSE header.
 */
export const payShortfall = async (deps: PaymentPorts, agentId: string, header: string, shortfall: Cents, now: Date): Promise<SettleResponse> => {
  const payment = parsePaymentHeader(header);
  const { from, nonce } = payment.authorization;
  // First, so a replay hears that it is one (whatever else the shortfall now asks).
  if (await deps.payments.isPaymentNonceUsed({ from, nonce })) throw errors.paymentAlreadyUsed();
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const { settings } = deps;
  if (!settings.onChain && !settings.development) throw errors.depositsUnavailable();
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
  const required = settings.instructions.confirmations;
  let seen = 0;
  if (settings.onChain) {
    txHash = (await settleOnChain(deps, payment)).toLowerCase();
    seen = await deps.settlement.confirmations(payment, txHash);
    if (seen < required) throw errors.paymentSettling(txHash, seen, required, Math.max(1, (required - seen) * BLOCK_SECONDS));
  }
  const at = now.toISOString();
  const deposit: Deposit = {
    transaction_id: newId('dep'),
    agent_id: agent.agent_id,
    chain: settings.instructions.chain,
    tx_hash: txHash,
    amount_cents: amount,
    from_address: from,
    status: 'CONFIRMED',
    confirmations: seen,
    confirmations_required: settings.onChain ? required : 0,
    created_at: at,
    confirmed_at: at,
  };
  await deps.payments.recordPayment(deposit, { from, nonce }, await deps.announceConfirmed(agent.agent_id));
  return settlementResponse(terms, from, txHash);
};
