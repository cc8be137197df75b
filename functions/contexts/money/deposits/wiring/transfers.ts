import type { DepositPorts } from '../ports';

/**
 * The chain's reader (viem), imported at its first use: x402's creations hold these ports but read
 * the chain only for a payment, and a function is not kept waiting on it before its first request.
 */
const depositTransfers = () => import('../../../../adapters/chain/deposit-transfers');

/** The chain's check of a reported transfer. */
export const depositChain: DepositPorts['chain'] = {
  checkDepositTransfer: async (deposit) => (await depositTransfers()).checkDepositTransfer(deposit),
};
