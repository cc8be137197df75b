import * as z from 'zod';
import { PAYOUT_STATUSES, type Payout } from '../../core/payouts';
import { itemOf } from './read';

const cents = z.number().int();

/** A payout request (keys.payout). */
export const payoutItem = itemOf<Payout>()({
  payout_id: z.string(),
  operator_id: z.string(),
  amount_cents: cents,
  gas_fee_cents: cents,
  net_cents: cents,
  to_address: z.string(),
  chain: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  tx_hash: z.string().optional(),
  created_at: z.string(),
  confirmed_at: z.string().optional(),
  from_address: z.string().optional(),
  nonce: z.number().int().optional(),
  signed_tx: z.string().optional(),
  failed_at: z.string().optional(),
  failure_reason: z.string().optional(),
  replaced_since_block: z.number().int().optional(),
  simulated: z.literal(true).optional(),
});

/** The hot wallet's next nonce (keys.hotWalletNonce). */
export const hotWalletNonceItem = z.object({ next_nonce: z.number().int() });
