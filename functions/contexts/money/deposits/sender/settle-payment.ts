/**
 * The x402 settler: pays an agent's short balance with the x402 payment its creation request
 * carried (verified, sent from the hot wallet as `transferWithAuthorization`, recorded and credited:
 * use-cases/pay-shortfall.ts), and answers the settlement or the refusal. Deployed, it runs under
 * the payout signer's role, the only role the hot wallet's KMS key lets sign (lib/data.ts), so task
 * and batch creation, which face the internet, never hold kms:Sign, nor the chain code: they invoke
 * this function synchronously (wiring/payments.ts). It settles only a transfer to the deposit
 * address, whoever invokes it.
 */
import * as z from 'zod/mini';
import { settlerAnswerOf, settlerRequest } from '../domain/settler-exchange';
import { payShortfall } from '../use-cases/pay-shortfall';
import { paymentPorts } from '../wiring/settlement';

export const handler = async (event: unknown) => {
  const { agentId, header, asked, now } = z.parse(settlerRequest, event);
  return settlerAnswerOf(() => payShortfall(paymentPorts, agentId, header, asked, new Date(now)));
};
