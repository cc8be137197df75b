import { type Address, isAddressEqual } from 'viem';
import { authorizationUsed, findSettlement, settleAuthorization } from '../../../../adapters/chain/authorization-transfers';
import { chainAddresses } from '../../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../../adapters/chain/hot-wallet';
import { pendingNonce } from '../../../../adapters/chain/payout-transfers';
import { verifyTypedSignatureOnChain } from '../../../../adapters/chain/signatures';
import { config } from '../../../../platform/settings';
import type { SignedPayment } from '../domain/x402';
import type { PaymentPorts, SettlementResult } from '../ports';
import { paymentDeposit, recordPayment, reserveHotWalletNonce } from '../store/deposits-store';
import { depositChecks } from './chain';

/**
 * Sends an x402 payment's transferWithAuthorization from the hot wallet. Only a transfer to the
 * deposit address: the hot wallet pays gas for nothing else, whoever asks.
 */
const settleHere = async (payment: SignedPayment): Promise<SettlementResult> => {
  if (!isAddressEqual(payment.authorization.to, chainAddresses.deposit as Address))
    throw new Error('An x402 settlement pays the deposit address only');
  const signer = config.chain.hotWallet;
  if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
  const [client, account] = await Promise.all([chainClient(), hotWalletAccount(signer)]);
  return settleAuthorization(client, account, chainAddresses.usdc as Address, payment, () =>
    reserveHotWalletNonce(account.address, () => pendingNonce(client, account.address)),
  );
};

/**
 * The composition root of the x402 settler (sender/settle-payment.ts), the one function that pays
 * a short balance with x402: the table, the chain that confirms deposits, and the hot wallet that
 * settles on it.
 */
export const paymentPorts: PaymentPorts = {
  ...depositChecks,
  payments: { paymentDeposit, recordPayment },
  settlement: {
    authorizationUsed: async ({ authorization }) =>
      authorizationUsed(await chainClient(), chainAddresses.usdc, authorization.from, authorization.nonce),
    findSettlement: async (payment) => findSettlement(await chainClient(), chainAddresses.usdc, payment),
    verifySignature: async (input) => verifyTypedSignatureOnChain(await chainClient(), input),
    settle: settleHere,
  },
};
