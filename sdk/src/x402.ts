/**
 * x402 (version 2) on the client side: reading a 402's PAYMENT-REQUIRED and signing the EIP-3009
 * `transferWithAuthorization` it asks for (EIP-712, by a viem account: the agent's bound wallet),
 * sent back as PAYMENT-SIGNATURE. Nothing here touches a chain: Handoff settles the payment itself.
 */
import type { Address, Hex } from 'viem';

/** One way to pay, as a 402 lists it in `accepts`. */
export interface PaymentRequirements {
  scheme: string;
  network: string;
  asset: string;
  amount: string;
  payTo: string;
  maxTimeoutSeconds: number;
  extra: Record<string, unknown>;
}

/** The PaymentRequired object of a 402: base64 JSON in PAYMENT-REQUIRED, and beside `error` in the body. */
export interface PaymentRequired {
  x402Version: number;
  error?: string;
  resource: { url: string; description?: string; mimeType?: string };
  accepts: PaymentRequirements[];
}

/** What the PAYMENT-RESPONSE header of a paid request holds. */
export interface PaymentResponse {
  success: boolean;
  transaction: string;
  network: string;
  payer?: string;
}

/** What signs a payment: any viem account with typed-data signing (privateKeyToAccount, a wallet client's account). */
export interface PaymentSigner {
  address: Address;
  signTypedData(parameters: {
    domain: { name: string; version: string; chainId: number; verifyingContract: Address };
    types: typeof TRANSFER_WITH_AUTHORIZATION_TYPES;
    primaryType: 'TransferWithAuthorization';
    message: { from: Address; to: Address; value: bigint; validAfter: bigint; validBefore: bigint; nonce: Hex };
  }): Promise<Hex>;
}

export const TRANSFER_WITH_AUTHORIZATION_TYPES = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;

const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string): string => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

/** The PAYMENT-REQUIRED header, decoded. */
export const decodePaymentRequired = (header: string): PaymentRequired => JSON.parse(fromBase64(header)) as PaymentRequired;

/** The PAYMENT-RESPONSE header, decoded. */
export const decodePaymentResponse = (header: string): PaymentResponse => JSON.parse(fromBase64(header)) as PaymentResponse;

const randomNonce = (): Hex => `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * Signs the first `exact` EVM requirement (`eip155:<chain id>`) as an EIP-3009 authorization for
 * exactly its amount, valid from a minute ago (clock skew) for its `maxTimeoutSeconds`, with a
 * fresh random nonce; returns the PAYMENT-SIGNATURE header (base64 JSON, x402 version 2).
 */
export const signPayment = async (signer: PaymentSigner, required: PaymentRequired, now: Date = new Date()): Promise<string> => {
  const accepted = required.accepts.find((option) => option.scheme === 'exact' && /^eip155:\d+$/.test(option.network));
  if (!accepted) throw new Error('No x402 payment option this client can sign (exact, eip155)');
  const { name, version } = accepted.extra as { name?: unknown; version?: unknown };
  if (typeof name !== 'string' || typeof version !== 'string') throw new Error("The payment option lacks the token's EIP-712 name and version");
  const seconds = Math.floor(now.getTime() / 1000);
  const authorization = {
    from: signer.address,
    to: accepted.payTo as Address,
    value: BigInt(accepted.amount),
    validAfter: BigInt(seconds - 60),
    validBefore: BigInt(seconds + accepted.maxTimeoutSeconds),
    nonce: randomNonce(),
  };
  const signature = await signer.signTypedData({
    domain: { name, version, chainId: Number(accepted.network.slice('eip155:'.length)), verifyingContract: accepted.asset as Address },
    types: TRANSFER_WITH_AUTHORIZATION_TYPES,
    primaryType: 'TransferWithAuthorization',
    message: authorization,
  });
  const payload = {
    x402Version: 2,
    resource: required.resource,
    accepted,
    payload: {
      signature,
      authorization: {
        ...authorization,
        value: authorization.value.toString(),
        validAfter: authorization.validAfter.toString(),
        validBefore: authorization.validBefore.toString(),
      },
    },
  };
  return toBase64(JSON.stringify(payload));
};
