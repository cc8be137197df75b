/**
 * The x402 settler: sends an x402 payment's `transferWithAuthorization` from the hot wallet.
 * Deployed, it runs under the payout signer's role, the only role the hot wallet's KMS key lets
 * sign (lib/data.ts), so task and batch creation, which face the internet, never hold kms:Sign:
 * they verify the payment, invoke this function synchronously, and credit what it settled
 * (wiring/payments.ts, wiring/settlement.ts). It settles only a transfer to the deposit address, whoever invokes it.
 */
import { paymentFromJson } from '../domain/x402';
import { settleHere } from '../wiring/settlement';

export const handler = async (event: unknown) => settleHere(paymentFromJson(event));
