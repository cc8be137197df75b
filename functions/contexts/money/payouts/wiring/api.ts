import { hasAuthenticatorApp } from '../../../../adapters/identity/operator-logins';
import { mailer } from '../../../../platform/mail';
import { settleOperatorEarnings } from '../../earnings/wiring/ledger';
import type { RequestPayoutDeps } from '../use-cases/request-payout';
import { payoutFees } from './fees';
import { payoutSettings } from './settings';
import { operatorReads, payoutAddressesTable, payoutsTable } from './table';

/** The composition root of the payout API routes. */
export const payoutRequests: RequestPayoutDeps = {
  payouts: payoutsTable,
  addresses: payoutAddressesTable,
  operators: { ...operatorReads, settleEarnings: settleOperatorEarnings, hasAuthenticatorApp },
  fees: payoutFees,
  mail: mailer,
  settings: payoutSettings,
};
