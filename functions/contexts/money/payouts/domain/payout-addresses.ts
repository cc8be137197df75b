import { instantOf } from '../../../../platform/kernel/instants';

/**
 * Where an operator's payouts may go. The first address is bound by the first payout to it; a
 * different address later waits out a cooldown (PAYOUT_ADDRESS_COOLDOWN_HOURS) before a payout
 * may go to it, and the operator is mailed: whoever took over a login cannot empty the balance to
 * their own wallet before the operator hears of it. The bound address stays usable meanwhile.
 * Addresses are held lower-case: a checksummed and a lower-case spelling are one address.
 */
export interface PayoutAddressBinding {
  /** The address payouts go to now. */
  address: string;
  bound_at: string;
  /** A new address the operator asked for, usable from `pending_usable_at`. */
  pending_address?: string;
  pending_usable_at?: string;
}

export type PayoutAddressDecision =
  /** No address yet: this one is bound with the payout, usable at once. */
  | { kind: 'bind' }
  /** The bound address. */
  | { kind: 'use' }
  /** The new address, its cooldown over: it becomes the bound address with the payout. */
  | { kind: 'promote' }
  /** The new address, still cooling down. */
  | { kind: 'wait'; usableAt: string }
  /** Another address: it becomes the new address, usable after the cooldown. */
  | { kind: 'change'; usableAt: string; from: PayoutAddressBinding };

export const decidePayoutAddress = (
  binding: PayoutAddressBinding | undefined,
  address: string,
  now: Date,
  cooldownMs: number,
): PayoutAddressDecision => {
  const wanted = address.toLowerCase();
  if (!binding) return { kind: 'bind' };
  if (wanted === binding.address) return { kind: 'use' };
  if (wanted === binding.pending_address && binding.pending_usable_at) {
    return instantOf(binding.pending_usable_at) <= now.getTime() ? { kind: 'promote' } : { kind: 'wait', usableAt: binding.pending_usable_at };
  }
  return { kind: 'change', usableAt: new Date(now.getTime() + cooldownMs).toISOString(), from: binding };
};

/** An address as a mail shows it: enough to recognise, `0x5290…9ee7`. */
export const abbreviateAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
