import { payoutGasFee } from '../../../../adapters/chain/gas-fee';
import type { PayoutFees } from '../ports';

/** The network fee of a payout: from the chain's fee data by plain JSON-RPC reads (no viem), or the flat fee without a chain. */
export const payoutFees: PayoutFees = { payoutGasFee };
