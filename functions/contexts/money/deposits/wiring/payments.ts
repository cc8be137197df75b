import * as z from 'zod/mini';
import { invokeFunction } from '../../../../adapters/lambda/invoke';
import { config } from '../../../../platform/settings';
import { paymentToJson, type SignedPayment } from '../domain/x402';
import type { PaymentPorts, SettlementResult } from '../ports';
import { paymentDeposit, recordPayment } from '../store/deposits-store';
import { depositChecks } from './chain';

/**
 * The chain side of x402 (viem, the hot wallet), imported at its first use: a creation that the
 * balance covers, or that is refused before a payment is checked, evaluates none of it.
 */
const onChain = () => import('./settlement');

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
    authorizationUsed: async (payment) => (await onChain()).paymentOnChain.authorizationUsed(payment),
    findSettlement: async (payment) => (await onChain()).paymentOnChain.findSettlement(payment),
    verifySignature: async (input) => (await onChain()).paymentOnChain.verifySignature(input),
    settle: async (payment) =>
      config.x402SettlerFunction ? settleThroughSettler(config.x402SettlerFunction, payment) : (await onChain()).settleHere(payment),
  },
};
