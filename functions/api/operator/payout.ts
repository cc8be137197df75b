import { z } from 'zod';
import { payoutGasFee } from '../../adapters/chain/gas-fee';
import { config, isDevelopment, onChain } from '../../settings';
import { errors } from '../../core/errors';
import { toCents, toDollars } from '../../core/money';
import { MINIMUM_PAYOUT, type Payout } from '../../core/payouts';
import { newId } from '../../core/secrets';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { idempotent } from '../../http/idempotency';
import { settleEarnings } from '../../store/earnings';
import { getOperator } from '../../store/operators';
import { createPayout } from '../../store/payouts';
import { chainField, evmAddress, wholeCents } from '../../wire/schemas';
import { createdPayoutSchema, payoutView } from './payout-views';

const body = z.object({
  amount_usd: wholeCents(z.number()),
  wallet_address: evmAddress,
  method: z.literal('usdc').default('usdc'),
  chain: chainField,
});
const responses = { 201: createdPayoutSchema };

/** Withdraws available earnings as USDC: the amount leaves the ledger now, the transfer follows on chain. */
export const handler = apiHandler({ body, responses })(async (request) => {
  const { operatorId } = callingOperator(request);
  const amount = toCents(request.body.amount_usd)!;
  return idempotent(request.headers['idempotency-key'], `payouts:${operatorId}`, request.body, request.now, async (seal) => {
    const operator = await getOperator(operatorId);
    if (!operator) throw errors.operatorNotFound();
    if (operator.kyc_status !== 'APPROVED') throw errors.kycRequiredForPayout();
    if (amount < MINIMUM_PAYOUT) throw errors.minimumPayout(toDollars(MINIMUM_PAYOUT));
    // Development without a chain simulates the transfer; otherwise a hot wallet must send it.
    if (onChain() ? !config.chain.hotWallet : !isDevelopment()) throw errors.payoutsUnavailable();
    await settleEarnings(operatorId, request.now, config.earningsHoldMs);
    const fee = await payoutGasFee();
    if (fee >= amount) throw errors.minimumPayout(toDollars(MINIMUM_PAYOUT + fee));
    const payout: Payout = {
      payout_id: newId('po'),
      operator_id: operatorId,
      amount_cents: amount,
      gas_fee_cents: fee,
      net_cents: amount - fee,
      to_address: request.body.wallet_address,
      chain: request.body.chain,
      status: 'PENDING_ONCHAIN',
      created_at: request.now.toISOString(),
    };
    const result = {
      status: 201 as const,
      body: { ...payoutView(payout), message: 'Payout accepted: the USDC transfer is being sent on chain.' },
    };
    await createPayout(payout, seal(result));
    return result;
  });
});
