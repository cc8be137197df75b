import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from '../../../../../functions/platform/kernel/money';

describe('money at the edge', () => {
  it('turns dollars with up to two decimals into integer cents', () => {
    expect(toCents(1)).toBe(100);
    expect(toCents(10.5)).toBe(1050);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
  });

  it('refuses amounts with more than two decimals instead of rounding them', () => {
    expect(toCents(1.005)).toBeUndefined();
    expect(toCents(0.001)).toBeUndefined();
    expect(toCents(Number.NaN)).toBeUndefined();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('turns cents back into dollars exactly', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(0)).toBe(0);
    expect(() => toDollars(1.5)).toThrow(RangeError);
  });
});
