import type { PaymentPayload, PaymentRequired, PaymentRequirements, ResourceInfo, SettleResponse } from '@x402/core/types';
import type { Address, Hex } from 'viem';
import * as z from 'zod/mini';
import { sameAddress } from '../../../../platform/kernel/evm-addresses';
import type { Cents } from '../../../../platform/kernel/money';
import { depositErrors } from '../errors';
import { usdcUnits } from './deposits';

/**
 * x402 (version 2) for a short balance: a 402 for a task's or batch's escrow carries payment
 * requirements for exactly the shortfall, payable by an EIP-3009 `transferWithAuthorization` of
 * USDC to the deposit address, signed (EIP-712) by the agent's bound wallet. Types are those of
 * the reference package `@x402/core`; the checks are ours, since a payment here becomes a deposit.
 */
const X402_VERSION = 2;

/** How long a payment may take to settle once signed (`maxTimeoutSeconds` of the requirements). */
const PAYMENT_TIMEOUT_SECONDS = 300;

/**
 * Seconds an authorization must stay valid after it is checked: room to mine the settlement
 * before `validBefore` passes (a block on Base is 2 s; the contract checks it again).
 */
const SETTLEMENT_MARGIN_SECONDS = 30;

/** EIP-3009's typed data, as FiatToken and `@x402/evm` define it. */
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

/** The request headers: version 2's, and version 1's `X-PAYMENT` (header names as API Gateway gives them, lower case). */
export const PAYMENT_HEADERS = { required: 'PAYMENT-REQUIRED', signature: 'payment-signature', legacy: 'x-payment', response: 'PAYMENT-RESPONSE' };

/** The chain as CAIP-2 names it. */
export const caip2 = (chainId: number): `${string}:${string}` => `eip155:${chainId}`;

/** Where and in what a payment is made, as configured. */
export interface PaymentTerms {
  chainId: number;
  usdc: Address;
  /** The token's EIP-712 domain name and version (settings: USDC_EIP712_NAME, USDC_EIP712_VERSION; Base mainnet's `USD Coin`, Base Sepolia's `USDC`). */
  usdcDomain: { name: string; version: string };
  payTo: Address;
}

/** The EIP-712 domain an authorization is signed for: the token's name and version, the chain, the token itself. */
const usdcEip712Domain = (terms: PaymentTerms) => ({ ...terms.usdcDomain, chainId: terms.chainId, verifyingContract: terms.usdc });

/**
 * What a 402 asks an x402 payment for: the shortfall, or `minimum` when the shortfall is smaller
 * (the platform pays gas for every settlement: a one-cent payment repeated costs it, not the agent).
 * A payment below it is refused and credits nothing; what it pays above the shortfall stays on the deposit.
 */
export const paymentAsked = (shortfall: Cents, minimum: Cents): Cents => Math.max(shortfall, minimum);

const paymentRequirements = (terms: PaymentTerms, shortfall: Cents): PaymentRequirements => ({
  scheme: 'exact',
  network: caip2(terms.chainId),
  asset: terms.usdc,
  amount: usdcUnits(shortfall).toString(),
  payTo: terms.payTo,
  maxTimeoutSeconds: PAYMENT_TIMEOUT_SECONDS,
  extra: { name: terms.usdcDomain.name, version: terms.usdcDomain.version },
});

/** What a 402 for a short balance carries, as the PAYMENT-REQUIRED header and beside `error` in the body. */
export const paymentRequired = (terms: PaymentTerms, shortfall: Cents, resource: ResourceInfo, error: string): PaymentRequired => ({
  x402Version: X402_VERSION,
  error,
  resource,
  accepts: [paymentRequirements(terms, shortfall)],
});

const hex = (bytes: number) => z.string().check(z.regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)));
const uint = z.string().check(z.regex(/^(0|[1-9][0-9]{0,30})$/));

/**
 * An EOA's signature is 65 bytes; a smart-contract wallet's (ERC-1271) is whatever its
 * isValidSignature takes, bounded here far above any wallet's (a Safe with a few dozen owners).
 */
const MAX_SIGNATURE_BYTES = 2048;

/** ERC-6492's suffix: a signature of a wallet not deployed yet, wrapped with its deployment. */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492';

const exactPayload = z.object({
  signature: z.string().check(z.regex(new RegExp(`^0x(?:[0-9a-fA-F]{2}){65,${MAX_SIGNATURE_BYTES}}$`))),
  authorization: z.object({
    from: hex(20),
    to: hex(20),
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: hex(32),
  }),
});

/** Version 2: the requirements the client accepted, and its payload. */
const paymentV2 = z.object({
  x402Version: z.literal(2),
  accepted: z.object({ scheme: z.string(), network: z.string(), asset: z.string() }),
  payload: exactPayload,
});

/** Version 1 (`X-PAYMENT`): scheme and network beside the payload, the network by name. */
const paymentV1 = z.object({ x402Version: z.literal(1), scheme: z.string(), network: z.string(), payload: exactPayload });

/** Version 1's network names of the chains this service runs on. */
const V1_NETWORKS: Record<string, number> = { base: 8453, 'base-sepolia': 84532 };

/** A payment as sent, whichever version: what the checks below read. */
export interface SignedPayment {
  scheme: string;
  /** CAIP-2; a version 1 name not known here stays as sent (and fails the chain check). */
  network: string;
  /** Version 1 names no asset: the configured USDC is implied. */
  asset?: string;
  authorization: {
    from: Address;
    to: Address;
    value: bigint;
    validAfter: bigint;
    validBefore: bigint;
    nonce: Hex;
  };
  signature: Hex;
}

/** The payment header (base64 JSON, version 2 or 1), or 400 when it is not one. */
export const parsePaymentHeader = (header: string): SignedPayment => {
  let json: unknown;
  try {
    if (header.length > 8192 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(header.trim())) throw new Error('not base64');
    json = JSON.parse(Buffer.from(header.trim(), 'base64').toString('utf8'));
  } catch {
    throw depositErrors.paymentHeaderInvalid();
  }
  const v2 = paymentV2.safeParse(json);
  const v1 = v2.success ? undefined : paymentV1.safeParse(json);
  if (!v2.success && !v1?.success) throw depositErrors.paymentHeaderInvalid();
  const { scheme, network, asset, payload } = v2.success
    ? { ...v2.data.accepted, payload: v2.data.payload }
    : {
        scheme: v1!.data!.scheme,
        network: V1_NETWORKS[v1!.data!.network] ? caip2(V1_NETWORKS[v1!.data!.network]!) : v1!.data!.network,
        asset: undefined,
        payload: v1!.data!.payload,
      };
  return signedPayment(scheme, network, asset, payload);
};

const signedPayment = (scheme: string, network: string, asset: string | undefined, payload: z.output<typeof exactPayload>): SignedPayment => {
  const { authorization } = payload;
  return {
    scheme,
    network,
    asset,
    signature: payload.signature as Hex,
    authorization: {
      from: authorization.from as Address,
      to: authorization.to as Address,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
      nonce: authorization.nonce.toLowerCase() as Hex,
    },
  };
};

/** A payment as JSON (amounts as decimal strings): what task creation hands the settling function (contexts/money/deposits/sender). */
export const paymentToJson = ({ scheme, network, asset, signature, authorization: a }: SignedPayment) => ({
  scheme,
  network,
  ...(asset === undefined ? {} : { asset }),
  signature,
  authorization: { ...a, value: String(a.value), validAfter: String(a.validAfter), validBefore: String(a.validBefore) },
});

const paymentJson = z.object({ scheme: z.string(), network: z.string(), asset: z.optional(z.string()), ...exactPayload.shape });

/** paymentToJson's output back, checked as a header is (it crossed a function boundary); throws otherwise. */
export const paymentFromJson = (json: unknown): SignedPayment => {
  const { scheme, network, asset, ...payload } = z.parse(paymentJson, json);
  return signedPayment(scheme, network, asset, payload);
};

/** An x402 payment's authorization: its signer and EIP-3009 nonce (what is credited once). */
export interface PaymentAuthorization {
  from: string;
  nonce: string;
}

/** The EIP-712 typed data an authorization's signature is over. */
const authorizationTypedData = (payment: SignedPayment, terms: PaymentTerms) => ({
  domain: usdcEip712Domain(terms),
  types: TRANSFER_WITH_AUTHORIZATION_TYPES,
  primaryType: 'TransferWithAuthorization' as const,
  message: payment.authorization,
});

/** Whether `address` signed the typed data: an EOA by key recovery, a contract wallet by its isValidSignature (ERC-1271). */
export type TypedSignatureCheck = (input: ReturnType<typeof authorizationTypedData> & { address: Address; signature: Hex }) => Promise<boolean>;

/**
 * Without a chain: key recovery only, which no smart-contract wallet's signature passes. viem is
 * imported at this first use, so that a function holding the x402 terms (every one that reads
 * the wire schemas) evaluates none of it until a payment is checked.
 */
const recoverOnly: TypedSignatureCheck = async (input) => (await import('./key-recovery')).verifyTypedData(input).catch(() => false);

/** What a payment is checked against: the terms, who must have signed it, and how much it must cover. */
export interface PaymentCheck {
  terms: PaymentTerms;
  /** The agent's bound wallet; none: no payment can be accepted. */
  wallet: string | undefined;
  shortfall: Cents;
  /** The most one payment may credit (a deposit's upper bound, or the shortfall if larger). */
  maxCredit: Cents;
  now: Date;
  /**
   * In chain mode, the chain's check (ERC-1271 wallets too: the token checks them alike when it
   * settles); none: development without a chain, where only an EOA's signature can be checked.
   */
  onChainSignatureCheck?: TypedSignatureCheck;
}

/**
 * Checks a payment as a facilitator's verify would (scheme, chain, asset, payee, amount, time
 * window, EIP-712 signature), and that the bound wallet signed it. Returns the cents it credits;
 * throws `Payment rejected: <reason>` (402, the requirements beside it) otherwise.
 */
export const verifyPayment = async (payment: SignedPayment, check: PaymentCheck): Promise<Cents> => {
  const { authorization } = payment;
  const { terms } = check;
  const reject = (reason: string) => depositErrors.paymentRejected(reason);
  if (payment.scheme !== 'exact') throw reject(`scheme must be exact`);
  if (payment.network !== caip2(terms.chainId)) throw reject(`network must be ${caip2(terms.chainId)}`);
  if (payment.asset !== undefined && !sameAddress(payment.asset, terms.usdc)) throw reject(`asset must be ${terms.usdc}`);
  if (!sameAddress(authorization.to, terms.payTo)) throw reject(`payTo must be the deposit address ${terms.payTo}`);
  if (!check.wallet) throw reject('bind a wallet first (PUT /api/v1/agents/wallet): payments are accepted from the bound wallet only');
  if (!sameAddress(authorization.from, check.wallet)) throw reject('the authorization is not from the bound wallet');
  if (authorization.value < usdcUnits(check.shortfall)) throw reject(`amount must be at least ${usdcUnits(check.shortfall)}`);
  if (authorization.value % 10_000n !== 0n) throw reject('amount must be a whole number of cents (a multiple of 10000)');
  if (authorization.value > usdcUnits(Math.max(check.maxCredit, check.shortfall))) throw reject('amount is more than one payment may credit');
  const nowSeconds = BigInt(Math.floor(check.now.getTime() / 1000));
  if (authorization.validAfter >= nowSeconds) throw reject('the authorization is not valid yet (validAfter)');
  if (authorization.validBefore <= nowSeconds + BigInt(SETTLEMENT_MARGIN_SECONDS)) throw reject('the authorization has expired (validBefore)');
  // A wallet not deployed yet cannot be asked by the token when it settles: deploy it first.
  if (payment.signature.toLowerCase().endsWith(ERC6492_SUFFIX))
    throw reject('the wallet is not deployed (an ERC-6492 signature): deploy it, then sign again');
  const signed = { ...authorizationTypedData(payment, terms), address: authorization.from, signature: payment.signature };
  if (check.onChainSignatureCheck) {
    if (!(await check.onChainSignatureCheck(signed).catch(() => false))) throw reject("the signature was not made by the authorization's from");
  } else if (!(await recoverOnly(signed)))
    throw reject(
      "the signature was not made by the authorization's from (without a chain only a key's signature is checked: a smart-contract wallet, ERC-1271, pays in chain mode)",
    );
  return Number(authorization.value / 10_000n);
};

/** What the PAYMENT-RESPONSE header carries once a payment is settled and credited. */
export const settlementResponse = (terms: PaymentTerms, payer: Address, transaction: string): SettleResponse => ({
  success: true,
  payer,
  transaction,
  network: caip2(terms.chainId),
});

/** Base64 of JSON, as every x402 header is. */
export const encodeHeader = (value: PaymentRequired | SettleResponse | PaymentPayload): string =>
  Buffer.from(JSON.stringify(value)).toString('base64');
