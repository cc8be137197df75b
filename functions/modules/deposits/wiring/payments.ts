import type { Address } from 'viem';
import { authorizationUsed, findSettlement, settleAuthorization } from '../../../adapters/chain/authorization-transfers';
import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../adapters/chain/hot-wallet';
import { pendingNonce } from '../../../adapters/chain/payout-transfers';
import { verifyTypedSignatureOnChain } from '../../../adapters/chain/signatures';
import { config } from '../../../platform/settings';
import type { PaymentPorts } from '../ports';
import { isPaymentNonceUsed, recordPayment, reserveHotWalletNonce } from '../store/deposits-store';
import { depositReads } from './reads';

/** The composition root of x402 payments (task and batch creation): the table, and the hot wallet that settles on a chain. */
export const paymentPorts: PaymentPorts = {
  agents: depositReads.agents,
  settings: depositReads.settings,
  announceConfirmed: depositReads.announceConfirmed,
  payments: { isPaymentNonceUsed, recordPayment },
  settlement: {
    authorizationUsed: async ({ authorization }) =>
      authorizationUsed(await chainClient(), chainAddresses.usdc, authorization.from, authorization.nonce),
    findSettlement: async (payment) => findSettlement(await chainClient(), chainAddresses.usdc, payment),
    verifySignature: async (input) => verifyTypedSignatureOnChain(await chainClient(), input),
    settle: async (payment) => {
      const signer = config.chain.hotWallet;
      if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
      const [client, account] = await Promise.all([chainClient(), hotWalletAccount(signer)]);
      return settleAuthorization(client, account, chainAddresses.usdc as Address, payment, () =>
        reserveHotWalletNonce(account.address, () => pendingNonce(client, account.address)),
      );
    },
  },
};
