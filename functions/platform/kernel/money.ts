/**
 * Money is an integer number of US cents inside the service (USDC is pegged 1:1);
 * JSON numbers in dollars with at most two decimals exist only at the edge.
 */
export type Cents = number;

export const CURRENCY = 'USD';

export const toDollars = (cents: Cents): number => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  return cents / 100;
};

/** Parses a wire amount; undefined when it has more than two decimals or is out of range. */
export const toCents = (dollars: number): Cents | undefined => {
  if (!Number.isFinite(dollars)) return undefined;
  const cents = Math.round(dollars * 100);
  // Reject 1.005 and the like instead of silently rounding someone's money.
  if (Math.abs(cents - dollars * 100) > 1e-6 || !Number.isSafeInteger(cents)) return undefined;
  return cents;
};
