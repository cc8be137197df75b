/**
 * The keys of the items the payouts module owns: payouts and where an operator's payouts may go.
 */
export const payoutsKeys = {
  /** A payout request and its on-chain progress. */
  payout: (payoutId: string) => ({ pk: `PAYOUT#${payoutId}`, sk: 'PAYOUT' }),
  /** Where an operator's payouts may go: the bound address and a new one waiting out its cooldown (domain/payout-addresses.ts). */
  payoutAddress: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PAYOUT_ADDRESS' }),
} as const;
