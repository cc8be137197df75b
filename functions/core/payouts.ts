import type { Cents } from './money';

export const MINIMUM_PAYOUT: Cents = 1000;

/** PENDING_ONCHAIN until the transfer is confirmed on chain, or FAILED (the amount returns to available). */
export const PAYOUT_STATUSES = ['PENDING_ONCHAIN', 'CONFIRMED', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface Payout {
  payout_id: string;
  operator_id: string;
  amount_cents: Cents;
  gas_fee_cents: Cents;
  net_cents: Cents;
  to_address: string;
  chain: string;
  status: PayoutStatus;
  tx_hash?: string;
  created_at: string;
  confirmed_at?: string;
  /** On chain: the hot wallet that sends it, the nonce and the signed transaction (rebroadcast until mined). */
  from_address?: string;
  nonce?: number;
  signed_tx?: string;
  failed_at?: string;
  failure_reason?: string;
  /** Development without a chain: no transfer is sent; the PayoutSettlement workflow counts it as mined. */
  simulated?: true;
}
