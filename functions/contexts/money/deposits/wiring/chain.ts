import type { DepositPorts } from '../ports';
import { depositReads } from './reads';
import { depositChain } from './transfers';

/** The composition root of the DepositConfirmation step (and x402's settlement): the reads and the chain. */
export const depositChecks: DepositPorts = { ...depositReads, chain: depositChain };
