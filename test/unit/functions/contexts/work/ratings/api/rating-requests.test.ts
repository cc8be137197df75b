import { describe, expect, it } from 'vitest';
import { handler as rate } from '../../../../../../../functions/contexts/work/ratings/api/rate';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

describe("a rating's score (400)", () => {
  it.each([
    [6, 'score must be at most 5'],
    [2.5, 'score must be an integer'],
  ])('refuses the score %j: whole stars from 1 to 5', async (score, error) => {
    expect(await refusalOf(() => bodyOf(rate, { score }))).toEqual({ status: 400, body: { error } });
  });
});
