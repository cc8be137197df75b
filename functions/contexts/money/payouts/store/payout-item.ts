import * as z from 'zod/mini';
import { cents, itemOf, itemSchema } from '../../../../platform/table/read-item';
import type { PayoutAddressBinding } from '../domain/payout-addresses';
import { PAYOUT_STATUSES, type Payout } from '../domain/payouts';

/** A payout request (payoutsKeys.payout). */
export const payoutItem = itemOf<Payout>()(() => ({
  payout_id: z.string(),
  operator_id: z.string(),
  amount_cents: cents(),
  gas_fee_cents: cents(),
  net_cents: cents(),
  to_address: z.string(),
  chain: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  tx_hash: z.optional(z.string()),
  created_at: z.string(),
  confirmed_at: z.optional(z.string()),
  from_address: z.optional(z.string()),
  nonce: z.optional(z.number().check(z.int())),
  signed_tx: z.optional(z.string()),
  failed_at: z.optional(z.string()),
  failure_reason: z.optional(z.string()),
  replaced_since_block: z.optional(z.number().check(z.int())),
  simulated: z.optional(z.literal(true)),
}));

/** The hot wallet's next nonce (depositsKeys.hotWalletNonce). */
export const hotWalletNonceItem = itemSchema(() => z.object({ next_nonce: z.number().check(z.int()) }));

/** Where an operator's payouts may go (payoutsKeys.payoutAddress). */
export const payoutAddressItem = itemOf<PayoutAddressBinding>()(() => ({
  address: z.string(),
  bound_at: z.string(),
  pending_address: z.optional(z.string()),
  pending_usable_at: z.optional(z.string()),
}));
