import type { Cents } from '../../../../platform/kernel/money';
import { entries } from '../../ledger/domain';

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
  /**
   * An x402 payment's EIP-3009 nonce (its signer is `from_address`): the deposit is that
   * authorization's settlement, credited as the authorization (journal entry `x402:<from>:<nonce>`).
   */
  authorization_nonce?: string;
  status: DepositStatus;
  confirmations: number;
  confirmations_required: number;
  created_at: string;
  confirmed_at?: string;
  failed_at?: string;
}

/** One confirmed deposit of at least this much moves an agent to STANDARD (docs/api-guide.md, tiers). */
const STANDARD_TIER_DEPOSIT: Cents = 5_000;

/**
 * The journal entry of a deposit's credit, whoever credits it: keyed by the tx hash (kind
 * deposit); an x402 payment's by its authorization (`x402:<from>:<nonce>`, kind x402_payment).
 */
export const depositCredit = (deposit: Deposit) =>
  deposit.authorization_nonce === undefined
    ? entries.deposit(deposit.agent_id, deposit.amount_cents, deposit.tx_hash)
    : entries.x402Payment(
        deposit.agent_id,
        deposit.amount_cents,
        `${deposit.from_address!.toLowerCase()}:${deposit.authorization_nonce.toLowerCase()}`,
      );

/** STANDARD is the top tier, so setting it can never be a downgrade. */
export const reachesStandard = (amount: Cents): boolean => amount >= STANDARD_TIER_DEPOSIT;

/** A 0x-prefixed 32-byte hex transaction hash, in either case. */
export const isTxHash = (txHash: string): boolean => /^0x[0-9a-f]{64}$/i.test(txHash);

/** 0x hashes compare case-insensitively; anything else (development's free-form ids) stays as given. */
export const normalizeTxHash = (txHash: string): string => (isTxHash(txHash) ? txHash.toLowerCase() : txHash);

/** USDC has 6 decimals: a cent is 10^4 of its base units. */
export const usdcUnits = (amount: Cents): bigint => BigInt(amount) * 10_000n;

/** A deposit waiting for its confirmations, as its agent's pending list holds it until it is credited or failed. */
export interface PendingDeposit {
  amount_cents: Cents;
  /** When its transaction should have CHAIN_CONFIRMATIONS (its missing blocks at the chain's block time from when it was recorded). */
  due_at: string;
}

/** Whole seconds for `Retry-After` while `missing` confirmations are awaited, at least 1. */
export const confirmationWait = (missing: number, blockSeconds: number): number => Math.max(1, Math.ceil(missing * blockSeconds));

/** When a deposit recorded at `at` with `seen` of `required` confirmations should have them all. */
export const confirmationsDue = (at: Date, seen: number, required: number, blockSeconds: number): string =>
  new Date(at.getTime() + Math.max(0, required - seen) * blockSeconds * 1000).toISOString();

/**
 * Whether what the agent has waiting for confirmations covers a shortfall, and then when to ask
 * again: when the last of them should be confirmed, and no sooner than the confirmation workflow's
 * next check (`pollSeconds`), which is what credits them. Undefined: they do not cover it.
 */
export const settlingCovers = (pending: readonly PendingDeposit[], shortfall: Cents, now: Date, pollSeconds: number): number | undefined => {
  const total = pending.reduce((sum, deposit) => sum + deposit.amount_cents, 0);
  if (pending.length === 0 || total < shortfall) return undefined;
  const lastDue = Math.max(...pending.map((deposit) => Date.parse(deposit.due_at)));
  return Math.max(pollSeconds, Math.ceil((lastDue - now.getTime()) / 1000));
};
