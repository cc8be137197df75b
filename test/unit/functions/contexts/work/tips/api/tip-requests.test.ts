import { describe, expect, it } from 'vitest';
import { handler as tip } from '../../../../../../../functions/contexts/work/tips/api/tip';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

describe("a tip's amount: positive whole cents up to $500 (400)", () => {
  it.each([
    [-1, 'amount_usd must be greater than 0'],
    [0.001, 'amount_usd must have at most 2 decimal places'],
    [500.01, 'amount_usd must be at most 500'],
    ['2', 'amount_usd must be a number'],
    [null, 'amount_usd must be a number'],
  ])('refuses %j', async (amount, error) => {
    expect(await refusalOf(() => bodyOf(tip, { amount_usd: amount }))).toEqual({ status: 400, body: { error } });
  });
});
