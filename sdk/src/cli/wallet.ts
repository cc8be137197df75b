import type { HandoffClientOptions } from '../client.js';
import { number, optional, required } from './args.js';
import { UsageError, type Values } from './command.js';

/** The challenge's message must be Handoff's binding text for this agent and nonce: anything else is not signed. */
export const BINDING_HEADER = 'Handoff: bind this wallet to my agent account.';

/**
 * The wallet's key, read from the variable named on the command line: a key given as an argument
 * would stay in the shell's history and show in the process list.
 */
const walletKeyFrom = (values: Values, variable = required(values, 'private-key-env')): `0x${string}` => {
  const key = process.env[variable]?.trim();
  if (!key) throw new UsageError(`$${variable} is empty: put the wallet's private key (0x and 64 hex digits) in it`);
  const hex = key.startsWith('0x') ? key : `0x${key}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new UsageError(`$${variable} must hold a private key: 0x and 64 hex digits`);
  return hex as `0x${string}`;
};

/** The wallet's viem account, from the key in the variable `walletKeyFrom` reads. */
export const walletAccount = async (values: Values, variable?: string) => {
  const key = walletKeyFrom(values, variable);
  // viem only here: the other commands load without it.
  const { privateKeyToAccount } = await import('viem/accounts');
  try {
    return privateKeyToAccount(key);
  } catch {
    // The library's message would print the value; an out-of-range key is a usage mistake.
    throw new UsageError(
      `$${variable ?? values['private-key-env']} must hold a private key: 0x and 64 hex digits, not zero nor past the curve's order`,
    );
  }
};

/**
 * `--pay`: what the client pays a short balance with (x402), the bound wallet's key read from
 * $HANDOFF_WALLET_KEY or the variable `--private-key-env` names; each payment is told on stderr.
 */
export const payingOptions = async (values: Values): Promise<Partial<HandoffClientOptions>> => {
  if (!values.pay) return {};
  const maxPaymentUsd = number(values, 'max-payment');
  return {
    wallet: await walletAccount(values, optional(values, 'private-key-env') ?? 'HANDOFF_WALLET_KEY'),
    ...(maxPaymentUsd !== undefined ? { maxPaymentUsd } : {}),
    onPayment: (payment) => process.stderr.write(`Paid the shortfall with x402: transaction ${payment.transaction} on ${payment.network}\n`),
  };
};
