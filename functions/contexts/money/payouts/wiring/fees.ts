import type { PayoutFees } from '../ports';

/**
 * The network fee of a payout: from the chain's fee data, or the flat fee without a chain. Its
 * reader (viem) is imported at first use, and this file imports nothing else of the chain (a
 * module that one function imports at first use, any static import of it evaluates at load), so
 * the payout and earnings routes evaluate no viem before a request asks for the fee.
 */
export const payoutFees: PayoutFees = { payoutGasFee: async () => (await import('../../../../adapters/chain/gas-fee')).payoutGasFee() };
