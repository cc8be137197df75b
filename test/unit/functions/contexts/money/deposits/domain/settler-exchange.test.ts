import { describe, expect, it } from 'vitest';
import { settledFrom, settlerAnswerOf } from '../../../../../../../functions/contexts/money/deposits/domain/settler-exchange';
import { depositErrors } from '../../../../../../../functions/contexts/money/deposits/errors';
import { InsufficientFundsError, PaymentSettlingError, PaymentUsedError } from '../../../../../../../functions/platform/kernel/errors';

/** What creation reads of the settler's answer to `pay`, once the answer has crossed the function boundary as JSON. */
const acrossTheBoundary = async (pay: () => Promise<never>) => settledFrom(JSON.parse(JSON.stringify(await settlerAnswerOf(pay))));

describe('the x402 settler exchange', () => {
  it('carries the settlement back as the PAYMENT-RESPONSE object', async () => {
    const settlement = {
      success: true,
      payer: '0x1111111111111111111111111111111111111111',
      transaction: `0x${'ab'.repeat(32)}`,
      network: 'eip155:84532' as const,
    };
    expect(settledFrom(JSON.parse(JSON.stringify(await settlerAnswerOf(async () => settlement))))).toEqual(settlement);
  });

  it('throws a refusal again as the error it was: its class (so its status), its message and its Retry-After', async () => {
    const rejected = acrossTheBoundary(async () => {
      throw depositErrors.paymentRejected('the signature is not the wallet’s');
    });
    await expect(rejected).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(rejected).rejects.toThrow('Payment rejected: the signature is not the wallet’s');
    await expect(
      acrossTheBoundary(async () => {
        throw depositErrors.paymentAlreadyUsed();
      }),
    ).rejects.toBeInstanceOf(PaymentUsedError);
    const settling = await acrossTheBoundary(async () => {
      throw depositErrors.paymentSettling('0xabc', 2, 12, 20);
    }).catch((error: unknown) => error);
    expect(settling).toBeInstanceOf(PaymentSettlingError);
    expect(settling).toMatchObject({ retryAfterSeconds: 20, message: expect.stringContaining('Payment settled in 0xabc') });
  });

  it('fails the invocation on anything but a refusal, which the creation answers 500', async () => {
    await expect(
      settlerAnswerOf(async () => {
        throw new Error('RPC down');
      }),
    ).rejects.toThrow('RPC down');
  });
});
