import { checkDepositTransfer } from '../../../adapters/chain/deposit-transfers';
import type { DepositPorts } from '../ports';
import { depositReads } from './reads';

/** The composition root of the deposit report route and the DepositConfirmation step: the chain too. */
export const depositChecks: DepositPorts = { ...depositReads, chain: { checkDepositTransfer } };
