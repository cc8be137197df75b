import { type Address, isAddressEqual } from 'viem';
import * as z from 'zod/mini';
import { authorizationUsed, findSettlement, settleAuthorization } from '../../../adapters/chain/authorization-transfers';
import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../adapters/chain/hot-wallet';
import { pendingNonce } from '../../../adapters/chain/payout-transfers';
import { verifyTypedSignatureOnChain } from '../../../adapters/chain/signatures';
import { invokeFunction } from '../../../adapters/lambda/invoke';
import { config } from '../../../platform/settings';
import { paymentToJson, type SignedPayment } from '../domain/x402';
import type { PaymentPorts, SettlementResult } from '../ports';
import { paymentDeposit, recordPayment, reserveHotWalletNonce } from '../store/deposits-store';
import { depositChecks } from './chain';

/**
 * Settles in this function with the hot wallet: the settler function's work (sender/settle-payment.ts),
 * and everything's on a local stack. Only a transfer to the deposit address: the hot wallet pays
 * gas for nothing else, whoever asks.
 */
export const settleHere = async (payment: SignedPayment): Promise<SettlementResult> => {
  if (!isAddressEqual(payment.authorization.to, chainAddresses.deposit as Address))
    throw new Error('An x402 settlement pays the deposit address only');
  const signer = config.chain.hotWallet;
  if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
  const [client, account] = await Promise.all([chainClient(), hotWalletAccount(signer)]);
  return settleAuthorization(client, account, chainAddresses.usdc as Address, payment, () =>
    reserveHotWalletNonce(account.address, () => pendingNonce(client, account.address)),
  );
};

const settlementResult = z.union([
  z.object({ kind: z.literal('settled'), txHash: z.string() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('reverted'), txHash: z.string() }),
]);

/** Deployed: by the settler function (X402_SETTLER_FUNCTION), which alone may sign with the hot wallet's key. */
const settleThroughSettler = async (functionName: string, payment: SignedPayment): Promise<SettlementResult> =>
  z.parse(settlementResult, await invokeFunction(functionName, paymentToJson(payment))) as SettlementResult;

/**
 * The composition root of x402 payments (task and batch creation): the table, the chain that
 * confirms deposits, and the hot wallet that settles on it.
 */
export const paymentPorts: PaymentPorts = {
  ...depositChecks,
  payments: { paymentDeposit, recordPayment },
  settlement: {
    authorizationUsed: async ({ authorization }) =>
      authorizationUsed(await chainClient(), chainAddresses.usdc, authorization.from, authorization.nonce),
    findSettlement: async (payment) => findSettlement(await chainClient(), chainAddresses.usdc, payment),
    verifySignature: async (input) => verifyTypedSignatureOnChain(await chainClient(), input),
    settle: (payment) => (config.x402SettlerFunction ? settleThroughSettler(config.x402SettlerFunction, payment) : settleHere(payment)),
  },
};
