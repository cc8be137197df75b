import { instantOf } from '../../../../platform/kernel/instants';
import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { newId } from '../../../../platform/kernel/secrets';
import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import type { Operator } from '../../../accounts/operators/domain';
import { operatorErrors } from '../../../accounts/operators/errors';
import { decidePayoutAddress } from '../domain/payout-addresses';
import { MINIMUM_PAYOUT, type Payout } from '../domain/payouts';
import { payoutErrors } from '../errors';
import type { PayoutPorts } from '../ports';
import { mailPayoutAddressChange } from './payout-address-mail';

export type RequestPayoutDeps = Pick<PayoutPorts, 'payouts' | 'addresses' | 'operators' | 'fees' | 'mail' | 'settings'>;

interface PayoutRequest {
  amount: Cents;
  walletAddress: string;
  chain: string;
}

/** How often a payout decides its address again after a concurrent request changed it. */
const ADDRESS_ATTEMPTS = 4;

/**
 * An operator withdraws available earnings as USDC; the amount leaves the ledger now, the
 * transfer follows on chain:
 * 1. the operator must have passed KYC and (PAYOUT_REQUIRES_MFA) set up an authenticator app,
 *    and the amount must reach the minimum;
 * 2. a chain and a hot wallet must be configured (development without a chain simulates the transfer);
 * 3. rewards past their holding period are cleared from pending to available;
 * 4. the network fee is estimated: what the wallet receives is the amount less the fee;
 * 5. the address (contexts/money/payouts/domain/payout-addresses.ts): the first is bound with the payout; another one is
 *    recorded as the new address, the operator mailed, and the payout refused until its cooldown passes;
 * 6. one transaction records the payout (PENDING_ONCHAIN) and takes the amount out of available,
 *    refused below zero, while the address is as decided; `contribute` adds what the caller commits with
 *    it. The PayoutSettlement workflow that the new payout starts sends the transfer.
 */
export const requestPayout = async (
  deps: RequestPayoutDeps,
  operatorId: string,
  request: PayoutRequest,
  now: Date,
  contribute: Contributes<Payout> = contributesNothing,
): Promise<Payout> => {
  const { settings } = deps;
  const operator = await deps.operators.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  if (operator.kyc_status !== 'APPROVED') throw payoutErrors.kycRequiredForPayout();
  if (settings.payoutRequiresMfa && !(await deps.operators.hasAuthenticatorApp(operatorId))) throw payoutErrors.mfaRequiredForPayout();
  if (request.amount < MINIMUM_PAYOUT) throw payoutErrors.minimumPayout(toDollars(MINIMUM_PAYOUT));
  if (!settings.payoutsAvailable) throw payoutErrors.payoutsUnavailable();
  await deps.operators.settleEarnings(operatorId, now, settings.earningsHoldMs);
  const fee = await deps.fees.payoutGasFee();
  if (fee >= request.amount) throw payoutErrors.minimumPayout(toDollars(MINIMUM_PAYOUT + fee));
  const payout: Payout = {
    payout_id: newId('po'),
    operator_id: operatorId,
    amount_cents: request.amount,
    gas_fee_cents: fee,
    net_cents: request.amount - fee,
    to_address: request.walletAddress,
    chain: request.chain,
    status: 'PENDING_ONCHAIN',
    created_at: now.toISOString(),
    ...(settings.simulated ? { simulated: true as const } : {}),
  };
  for (let attempt = 1; attempt <= ADDRESS_ATTEMPTS; attempt++) {
    if (await createPayoutToAddress(deps, operator, payout, now, contribute)) return payout;
  }
  throw payoutErrors.payoutAddressBusy();
};

/**
 * Steps 5 and 6 once, on the address binding as read now: true when the payout is recorded, false
 * when a concurrent request changed the binding since (or a change without cooldown was just
 * recorded), so it is decided again.
 */
const createPayoutToAddress = async (
  deps: RequestPayoutDeps,
  operator: Operator,
  payout: Payout,
  now: Date,
  contribute: Contributes<Payout>,
): Promise<boolean> => {
  const operatorId = operator.operator_id;
  const seen = await deps.addresses.getPayoutAddress(operatorId);
  const decision = decidePayoutAddress(seen, payout.to_address, now, deps.settings.payoutAddressCooldownMs);
  if (decision.kind === 'wait') throw payoutErrors.payoutAddressCoolingDown(decision.usableAt);
  if (decision.kind === 'change') {
    if (!(await deps.addresses.proposePayoutAddress(operatorId, decision.from, payout.to_address, decision.usableAt))) return false;
    await mailPayoutAddressChange(deps, operator, decision.from.address, payout.to_address, decision.usableAt);
    // Without a cooldown the new address is usable at once: decided again, it is promoted with the payout.
    if (instantOf(decision.usableAt) > now.getTime()) throw payoutErrors.payoutAddressCoolingDown(decision.usableAt);
    return false;
  }
  return (await deps.payouts.createPayout(payout, { decision, seen }, contribute)) === 'created';
};
