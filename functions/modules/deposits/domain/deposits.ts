import type { Cents } from '../../../platform/kernel/money';

/**
 * A reported deposit: credited at once (CONFIRMED) in development; on a chain it waits in
 * PENDING_CONFIRMATIONS for enough blocks, and is FAILED if its transaction leaves the chain.
 */
export const DEPOSIT_STATUSES = ['PENDING_CONFIRMATIONS', 'CONFIRMED', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface Deposit {
  transaction_id: string;
  agent_id: string;
  chain: string;
  /** Lower-case when it is a 0x hash, so one transaction has one spelling. */
  tx_hash: string;
  amount_cents: Cents;
  /** The bound wallet the transfer must come from (chain mode). */
  from_address?: string;
  status: DepositStatus;
  confirmations: number;
  confirmations_required: number;
  created_at: string;
  confirmed_at?: string;
  failed_at?: string;
}

/** One confirmed deposit of at least this much moves an agent to STANDARD (docs/api-guide.md, tiers). */
export const STANDARD_TIER_DEPOSIT: Cents = 5_000;

/** STANDARD is the top tier, so setting it can never be a downgrade. */
export const reachesStandard = (amount: Cents): boolean => amount >= STANDARD_TIER_DEPOSIT;

/** A 0x-prefixed 32-byte hex transaction hash, in either case. */
export const isTxHash = (txHash: string): boolean => /^0x[0-9a-f]{64}$/i.test(txHash);

/** 0x hashes compare case-insensitively; anything else (development's free-form ids) stays as given. */
export const normalizeTxHash = (txHash: string): string => (isTxHash(txHash) ? txHash.toLowerCase() : txHash);

/** USDC has 6 decimals: a cent is 10^4 of its base units. */
export const usdcUnits = (amount: Cents): bigint => BigInt(amount) * 10_000n;
