import { describe, expect, it } from 'vitest';
import { judgeReplacement } from '../../../../../../../functions/contexts/money/payouts/domain/payouts';

describe('Payouts: refunding a payout that looks replaced', () => {
  it('only watches at the first sign of replacement, from the height it was seen at', () => {
    expect(judgeReplacement(undefined, 100, 3)).toEqual({ kind: 'watch', since: 100 });
  });

  it('keeps watching while fewer blocks than required have passed since, however many checks see it', () => {
    expect(judgeReplacement(100, 100, 3)).toEqual({ kind: 'watch', since: 100 });
    expect(judgeReplacement(100, 102, 3)).toEqual({ kind: 'watch', since: 100 });
  });

  it('refunds once the evidence has held for the required number of blocks', () => {
    expect(judgeReplacement(100, 103, 3)).toEqual({ kind: 'refund' });
    expect(judgeReplacement(100, 250, 3)).toEqual({ kind: 'refund' });
  });

  it('starts again from a lower height (a node behind the one that saw it first answered)', () => {
    expect(judgeReplacement(100, 97, 3)).toEqual({ kind: 'watch', since: 97 });
  });
});
