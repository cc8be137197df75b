import type { DepositPorts } from '../ports';
import { depositReads } from './reads';

/**
 * The chain's reader (viem), imported at its first use: x402's creations hold these ports but read
 * the chain only for a payment, and a function is not kept waiting on it before its first request.
 */
const depositTransfers = () => import('../../../../adapters/chain/deposit-transfers');

/** The composition root of the deposit report route and the DepositConfirmation step: the chain too. */
export const depositChecks: DepositPorts = {
  ...depositReads,
  chain: { checkDepositTransfer: async (deposit) => (await depositTransfers()).checkDepositTransfer(deposit) },
};
