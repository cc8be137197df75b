import * as z from 'zod/mini';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import { toCents } from '../../../../platform/kernel/money';
import { chainField, safeEvmAddress, wholeCents } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import type { Payout } from '../domain/payouts';
import { requestPayout } from '../use-cases/request-payout';
import { payoutRequests } from '../wiring/api';
import { createdPayoutSchema, payoutView } from './payout-views';

const body = z.object({
  amount_usd: wholeCents(z.number()),
  wallet_address: safeEvmAddress,
  method: z._default(z.literal('usdc'), 'usdc'),
  chain: chainField,
});
const responses = !import.meta.bundled && { 201: createdPayoutSchema };

const accepted = (payout: Payout) => ({
  status: 201 as const,
  body: { ...payoutView(payout), message: 'Payout accepted: the USDC transfer is being sent on chain.' },
});

/** Withdraws available earnings as USDC: the amount leaves the ledger now, the transfer follows on chain. */
export const handler = operatorHandler({ body, responses })(async (request) => {
  const { operatorId } = request.principal;
  const payout = { amount: toCents(request.body.amount_usd)!, walletAddress: request.body.wallet_address, chain: request.body.chain };
  return idempotent(request.headers['idempotency-key'], `payouts:${operatorId}`, request.body, request.now, async (contribute) =>
    accepted(await requestPayout(payoutRequests, operatorId, payout, request.now, (created) => contribute(accepted(created)))),
  );
});
