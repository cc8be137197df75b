import { describe, expect, it } from 'vitest';
import { handler as payout } from '../../../../../../../functions/contexts/money/payouts/api/payout';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('what a payout request must hold (400)', () => {
  it.each([
    [{ wallet_address: WALLET }, 'amount_usd is required'],
    [{ amount_usd: 10.001, wallet_address: WALLET }, 'amount_usd must have at most 2 decimal places'],
    [{ amount_usd: 10 }, 'wallet_address is required'],
    [{ amount_usd: 10, wallet_address: '0x123' }, 'wallet_address must be a 0x-prefixed 20-byte hex address'],
    [{ amount_usd: 10, wallet_address: WALLET, method: 'paypal' }, expect.stringMatching(/^method /)],
    [{ amount_usd: 10, wallet_address: WALLET, chain: 'ethereum' }, expect.stringMatching(/^chain /)],
  ])('refuses %j', async (request, error) => {
    expect(await refusalOf(() => bodyOf(payout, request))).toEqual({ status: 400, body: { error } });
  });
});

describe("a payout's wallet address", () => {
  it.each([
    // EIP-55 with one letter's case flipped
    '0x52908400098527886e0F7030069857D2E4169EE7',
    '0x52908400098527886E0F7030069857D2E4169Ee7',
  ])('refuses %s, whose checksum is wrong, with 400', async (address) => {
    expect(await refusalOf(() => bodyOf(payout, { amount_usd: 10, wallet_address: address }))).toEqual({
      status: 400,
      body: { error: 'wallet_address must be all lower-case or EIP-55 checksummed' },
    });
  });

  it.each(['0x52908400098527886e0f7030069857d2e4169ee7', '0x52908400098527886E0F7030069857D2E4169EE7'])(
    'takes %s (lower case or checksummed)',
    (address) => {
      expect(bodyOf(payout, { amount_usd: 10, wallet_address: address })).toMatchObject({ wallet_address: address });
    },
  );
});
