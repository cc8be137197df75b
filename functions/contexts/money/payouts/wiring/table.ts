import { getOperator } from '../../../accounts/operators/store';
import type { PayoutAddressesStore, PayoutOperators, PayoutsStore } from '../ports';
import { getPayoutAddress, proposePayoutAddress } from '../store/payout-addresses-store';
import {
  confirmPayout,
  createPayout,
  failPayout,
  getPayout,
  markReplacedSince,
  nextHotWalletNonce,
  storeSignedTransfer,
} from '../store/payouts-store';

/** The payouts module's store ports on the DynamoDB table. */
export const payoutsTable: PayoutsStore = {
  getPayout,
  createPayout,
  confirmPayout,
  failPayout,
  markReplacedSince,
  nextHotWalletNonce,
  storeSignedTransfer,
};

export const payoutAddressesTable: PayoutAddressesStore = { getPayoutAddress, proposePayoutAddress };

/** Only the read of the operator: what every payout route needs of the operators module. */
export const operatorReads: Pick<PayoutOperators, 'getOperator'> = { getOperator };
