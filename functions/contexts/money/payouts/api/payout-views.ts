import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { chainName, evmAddress, timestamp, usd } from '../../../../platform/wire/schemas';
import { PAYOUT_STATUSES } from '../domain';
import type { Payout } from '../domain/payouts';

export const payoutStatus = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(PAYOUT_STATUSES), {
  id: 'PayoutStatus',
  description: 'PENDING_ONCHAIN until the transfer is confirmed on chain (CONFIRMED) or fails (FAILED, the amount returns to the available balance).',
});

export const payoutSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    payout_id: /* @__PURE__ */ z.string(),
    amount_usd: /* @__PURE__ */ withMeta(usd, { description: 'Taken out of the available balance' }),
    gas_fee_usd: /* @__PURE__ */ withMeta(usd, {
      description: "Estimated network fee: from the chain's fee data, else PAYOUT_GAS_FEE_USD (default 0.05)",
    }),
    net_amount_usd: /* @__PURE__ */ withMeta(usd, { description: 'amount_usd - gas_fee_usd: what the wallet receives' }),
    to_address: evmAddress,
    chain: chainName,
    status: payoutStatus,
    tx_hash: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: "The transfer's transaction hash once it is signed (with a chain) or confirmed; null before",
    }),
    created_at: timestamp,
    confirmed_at: /* @__PURE__ */ z.nullable(timestamp),
  }),
  { id: 'Payout' },
);

export const createdPayoutSchema = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.extend(payoutSchema, { message: /* @__PURE__ */ z.string() }), {
  id: 'PayoutCreated',
  description: 'The response to POST /api/v1/operator/payout',
});

export const payoutView = (payout: Payout): z.output<typeof payoutSchema> => ({
  payout_id: payout.payout_id,
  amount_usd: toDollars(payout.amount_cents),
  gas_fee_usd: toDollars(payout.gas_fee_cents),
  net_amount_usd: toDollars(payout.net_cents),
  to_address: payout.to_address,
  chain: payout.chain,
  status: payout.status,
  tx_hash: payout.tx_hash ?? null,
  created_at: payout.created_at,
  confirmed_at: payout.confirmed_at ?? null,
});
