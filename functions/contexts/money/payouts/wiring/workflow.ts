import type { PayoutPorts } from '../ports';
import { hotWallet, payoutChain } from './chain';
import { payoutSettings } from './settings';
import { payoutsTable } from './table';

/** The composition root of the PayoutSettlement steps that check and fail payouts (no signer). */
export const payoutChecks: Pick<PayoutPorts, 'payouts' | 'chain' | 'settings'> = {
  payouts: payoutsTable,
  chain: payoutChain,
  settings: payoutSettings,
};

/** The send step's and the hot wallet check's: the hot wallet too. */
export const payoutSender: Pick<PayoutPorts, 'payouts' | 'chain' | 'hotWallet'> = { payouts: payoutsTable, chain: payoutChain, hotWallet };
