import type { Cents } from '../../../../platform/kernel/money';

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
  /** The block height at which the chain first showed this payout replaced (see judgeReplacement). */
  replaced_since_block?: number;
  /** Development without a chain: no transfer is sent; the PayoutSettlement workflow counts it as mined. */
  simulated?: true;
}

/**
 * Whether a payout that looks replaced (no receipt, yet the hot wallet's mined count at a pinned
 * block height has passed its nonce) may be failed and refunded. Behind a load-balanced RPC, a
 * node lagging behind the block that mined the payout answers "no receipt": refunding on one such
 * answer would pay the operator twice. So the evidence must hold from the height it was first
 * seen until `blocksRequired` blocks later; a check that contradicts it starts the count again.
 */
type ReplacementVerdict = { kind: 'refund' } | { kind: 'watch'; since: number };

export const judgeReplacement = (since: number | undefined, height: number, blocksRequired: number): ReplacementVerdict => {
  if (since === undefined || height < since) return { kind: 'watch', since: height };
  return height - since >= blocksRequired ? { kind: 'refund' } : { kind: 'watch', since };
};
