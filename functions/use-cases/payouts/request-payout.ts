import { payoutGasFee } from '../../adapters/chain/gas-fee';
import { config, isDevelopment, onChain } from '../../settings';
import { errors } from '../../core/errors';
import { toDollars, type Cents } from '../../core/money';
import { MINIMUM_PAYOUT, type Payout } from '../../core/payouts';
import { newId } from '../../core/secrets';
import { settleEarnings } from '../../store/earnings';
import { getOperator } from '../../store/operators';
import { createPayout } from '../../store/payouts';
import { nothingToSeal, type Seal } from '../seal';

export interface PayoutRequest {
  amount: Cents;
  walletAddress: string;
  chain: string;
}

/**
 * An operator withdraws available earnings as USDC; the amount leaves the ledger now, the
 * transfer follows on chain:
 * 1. the operator must have passed KYC, and the amount must reach the minimum;
 * 2. a chain and a hot wallet must be configured (development without a chain simulates the transfer);
 * 3. rewards past their holding period are cleared from pending to available;
 * 4. the network fee is estimated: what the wallet receives is the amount less the fee;
 * 5. one transaction records the payout (PENDING_ONCHAIN) and takes the amount out of available,
 *    refused below zero; `seal` adds what the caller commits with it. The PayoutSettlement
 *    workflow that the new payout starts sends the transfer.
 */
export const requestPayout = async (operatorId: string, request: PayoutRequest, now: Date, seal: Seal<Payout> = nothingToSeal): Promise<Payout> => {
  const operator = await getOperator(operatorId);
  if (!operator) throw errors.operatorNotFound();
  if (operator.kyc_status !== 'APPROVED') throw errors.kycRequiredForPayout();
  if (request.amount < MINIMUM_PAYOUT) throw errors.minimumPayout(toDollars(MINIMUM_PAYOUT));
  if (onChain() ? !config.chain.hotWallet : !isDevelopment()) throw errors.payoutsUnavailable();
  await settleEarnings(operatorId, now, config.earningsHoldMs);
  const fee = await payoutGasFee();
  if (fee >= request.amount) throw errors.minimumPayout(toDollars(MINIMUM_PAYOUT + fee));
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
    ...(onChain() ? {} : { simulated: true as const }),
  };
  await createPayout(payout, seal(payout));
  return payout;
};
