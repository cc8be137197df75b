import type { BalancePorts } from '../ports';
import { getBalances } from '../store/ledger-store';

/** The composition root of the balance reads. */
export const balanceReads: BalancePorts = { getBalances };
