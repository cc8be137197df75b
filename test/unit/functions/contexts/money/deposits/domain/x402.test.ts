import { authorizationTypes } from '@x402/evm';
import { type Address, getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  caip2,
  type PaymentCheck,
  type PaymentTerms,
  parsePaymentHeader,
  paymentFromJson,
  paymentRequired,
  paymentToJson,
  TRANSFER_WITH_AUTHORIZATION_TYPES,
  verifyPayment,
} from '../../../../../../../functions/contexts/money/deposits/domain/x402';
import { TRANSFER_WITH_AUTHORIZATION_TYPES as SDK_TYPES, signPayment } from '../../../../../../../sdk/src/x402';

const terms: PaymentTerms = {
  chainId: 8453,
  usdc: getAddress('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'),
  usdcDomain: { name: 'USD Coin', version: '2' },
  payTo: privateKeyToAccount(generatePrivateKey()).address,
};
const wallet = privateKeyToAccount(generatePrivateKey());
const now = new Date('2026-11-26T12:00:00Z');
const resource = { url: 'https://api.example/api/v1/tasks', description: 'Escrow', mimeType: 'application/json' };
const SHORTFALL = 1_100;
const check = (overrides: Partial<PaymentCheck> = {}): PaymentCheck => ({
  terms,
  wallet: wallet.address,
  shortfall: SHORTFALL,
  maxCredit: 1_000_000,
  now,
  ...overrides,
});

/** A payment signed by `signer` for what a 402 of `terms` asked, edited by `edit` before it is signed. */
const paymentFor = async ({
  signer = wallet,
  edit = (r) => r,
  at = now,
  on = terms,
}: {
  signer?: typeof wallet;
  edit?: (r: ReturnType<typeof paymentRequired>) => ReturnType<typeof paymentRequired>;
  at?: Date;
  on?: PaymentTerms;
} = {}) => parsePaymentHeader(await signPayment(signer, edit(paymentRequired(on, SHORTFALL, resource, 'Insufficient balance for escrow')), at));

const withAccept = (change: Record<string, unknown>) => (required: ReturnType<typeof paymentRequired>) => ({
  ...required,
  accepts: [{ ...required.accepts[0]!, ...change }],
});

describe('x402 payment requirements', () => {
  it('ask for the shortfall in USDC base units, on the chain as CAIP-2, to the deposit address, with the EIP-712 domain', () => {
    const required = paymentRequired(terms, SHORTFALL, resource, 'Insufficient balance for escrow');
    expect(required).toEqual({
      x402Version: 2,
      error: 'Insufficient balance for escrow',
      resource,
      accepts: [
        {
          scheme: 'exact',
          network: 'eip155:8453',
          asset: terms.usdc,
          amount: '11000000',
          payTo: terms.payTo,
          maxTimeoutSeconds: 300,
          extra: { name: 'USD Coin', version: '2' },
        },
      ],
    });
  });
});

describe("USDC's EIP-712 domain, as configured", () => {
  // Base Sepolia's USDC names itself `USDC`, Base mainnet's `USD Coin`: both version 2.
  const sepolia: PaymentTerms = {
    ...terms,
    chainId: 84532,
    usdc: getAddress('0x036cbd53842c5426634e7929541ec2318f3dcf7e'),
    usdcDomain: { name: 'USDC', version: '2' },
  };

  it("is what the requirements' extra names, and what a payment must be signed for", async () => {
    expect(paymentRequired(sepolia, SHORTFALL, resource, 'short').accepts[0]!.extra).toEqual({ name: 'USDC', version: '2' });
    expect(await verifyPayment(await paymentFor({ on: sepolia }), check({ terms: sepolia }))).toBe(SHORTFALL);
  });

  it('refuses a payment signed for another name or version of the token than the configured one', async () => {
    const signedForOther = await paymentFor({ on: { ...sepolia, usdcDomain: { name: 'USD Coin', version: '2' } } });
    await expect(verifyPayment(signedForOther, check({ terms: sepolia }))).rejects.toThrow(
      "Payment rejected: the signature was not made by the authorization's from",
    );
    const otherVersion = await paymentFor({ on: { ...sepolia, usdcDomain: { name: 'USDC', version: '1' } } });
    await expect(verifyPayment(otherVersion, check({ terms: sepolia }))).rejects.toThrow('Payment rejected');
  });
});

describe('x402 payments handed to the settler function', () => {
  it('cross as JSON and come back the same, checked as a header is', async () => {
    const payment = await paymentFor();
    const crossed = JSON.parse(JSON.stringify(paymentToJson(payment)));
    expect(paymentFromJson(crossed)).toEqual(payment);
    expect(() => paymentFromJson({ ...crossed, signature: '0x00' })).toThrow();
    expect(() => paymentFromJson({ ...crossed, authorization: { ...crossed.authorization, value: '-1' } })).toThrow();
  });
});

describe('x402 payment verification', () => {
  it('checks the EIP-3009 typed data of the reference package (@x402/evm), which the SDK signs too', () => {
    expect(TRANSFER_WITH_AUTHORIZATION_TYPES.TransferWithAuthorization).toEqual(authorizationTypes.TransferWithAuthorization);
    expect(SDK_TYPES.TransferWithAuthorization).toEqual(authorizationTypes.TransferWithAuthorization);
  });

  it('accepts an authorization the bound wallet signed for the shortfall, and credits its value in cents', async () => {
    expect(await verifyPayment(await paymentFor(), check())).toBe(SHORTFALL);
  });

  it('credits more than the shortfall when more was signed', async () => {
    expect(await verifyPayment(await paymentFor({ edit: withAccept({ amount: '20000000' }) }), check())).toBe(2_000);
  });

  it('refuses a signature that was not made over the authorization', async () => {
    const payment = await paymentFor();
    const tampered = { ...payment, authorization: { ...payment.authorization, value: payment.authorization.value + 10_000n } };
    await expect(verifyPayment(tampered, check())).rejects.toThrow("Payment rejected: the signature was not made by the authorization's from");
  });

  it('refuses a payment to another address than the deposit address', async () => {
    const elsewhere = privateKeyToAccount(generatePrivateKey()).address;
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ payTo: elsewhere }) }), check())).rejects.toThrow(
      `Payment rejected: payTo must be the deposit address ${terms.payTo}`,
    );
  });

  it('refuses an expired authorization, and one about to expire before it could be settled', async () => {
    const signedEarlier = await paymentFor({ at: new Date(now.getTime() - 600_000) });
    await expect(verifyPayment(signedEarlier, check())).rejects.toThrow('Payment rejected: the authorization has expired (validBefore)');
    const nearlyOver = await paymentFor({ at: new Date(now.getTime() - 290_000) });
    await expect(verifyPayment(nearlyOver, check())).rejects.toThrow('Payment rejected: the authorization has expired (validBefore)');
  });

  it('refuses an authorization not valid yet', async () => {
    await expect(verifyPayment(await paymentFor({ at: new Date(now.getTime() + 120_000) }), check())).rejects.toThrow(
      'Payment rejected: the authorization is not valid yet (validAfter)',
    );
  });

  it('refuses an amount below the shortfall, and one that is not whole cents', async () => {
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ amount: '10990000' }) }), check())).rejects.toThrow(
      'Payment rejected: amount must be at least 11000000',
    );
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ amount: '11000001' }) }), check())).rejects.toThrow(
      'Payment rejected: amount must be a whole number of cents (a multiple of 10000)',
    );
  });

  it('refuses an amount beyond what one payment may credit', async () => {
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ amount: '100000000000' }) }), check({ maxCredit: 10_000 }))).rejects.toThrow(
      'Payment rejected: amount is more than one payment may credit',
    );
  });

  it('refuses another chain, and a signature for another chain', async () => {
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ network: 'eip155:84532' }) }), check())).rejects.toThrow(
      'Payment rejected: network must be eip155:8453',
    );
    const otherChain = await paymentFor({ edit: withAccept({ network: 'eip155:84532' }) });
    await expect(verifyPayment({ ...otherChain, network: caip2(8453) }, check())).rejects.toThrow('Payment rejected: the signature was not made');
  });

  it('refuses another asset', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address;
    await expect(verifyPayment(await paymentFor({ edit: withAccept({ asset: other }) }), check())).rejects.toThrow(
      `Payment rejected: asset must be ${terms.usdc}`,
    );
  });

  it("refuses another wallet's payment, and any payment before a wallet is bound", async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    await expect(verifyPayment(await paymentFor({ signer: stranger }), check())).rejects.toThrow(
      'Payment rejected: the authorization is not from the bound wallet',
    );
    await expect(verifyPayment(await paymentFor(), check({ wallet: undefined }))).rejects.toThrow('Payment rejected: bind a wallet first');
  });
});

describe('x402 payment headers', () => {
  it('read version 1 (X-PAYMENT: scheme and network by name beside the payload)', async () => {
    const v2 = JSON.parse(Buffer.from(await signPayment(wallet, paymentRequired(terms, SHORTFALL, resource, 'x'), now), 'base64').toString());
    const v1 = Buffer.from(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base', payload: v2.payload })).toString('base64');
    const payment = parsePaymentHeader(v1);
    expect(payment.network).toBe('eip155:8453');
    expect(await verifyPayment(payment, check())).toBe(SHORTFALL);
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64')],
    [
      'no payload',
      Buffer.from(JSON.stringify({ x402Version: 2, accepted: { scheme: 'exact', network: 'eip155:8453', asset: '0x' } })).toString('base64'),
    ],
    ['huge', 'A'.repeat(10_000)],
  ])('refuse a header that is %s (400)', (_, header) => {
    expect(() => parsePaymentHeader(header)).toThrow('Invalid payment header: expected base64 JSON of an x402 exact EIP-3009 payment');
  });

  it('take the nonce in one spelling, so one authorization is one claim', async () => {
    const payment = await paymentFor();
    expect(payment.authorization.nonce).toBe(payment.authorization.nonce.toLowerCase());
    expect(payment.authorization.from as Address).toBe(wallet.address);
  });
});
