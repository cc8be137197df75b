import type { Cents } from './money';

/** Basis points: 1000 = 10%. */
export type RateBps = number;

export const DEFAULT_PLATFORM_FEE_BPS: RateBps = 1000;

/** The platform fee on a reward, rounded to the nearest cent (halves up), in integers only. */
export const platformFee = (reward: Cents, rate: RateBps): Cents => Math.floor((reward * rate + 5000) / 10000);

/** Parses a rate such as "0.1" into basis points; refuses anything outside 0..1 or finer than 0.01%. */
export const parseFeeRate = (value: string): RateBps => {
  const rate = Number(value);
  const bps = Math.round(rate * 10000);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1 || Math.abs(bps - rate * 10000) > 1e-6) {
    throw new Error(`PLATFORM_FEE_RATE must be a number from 0 to 1 with at most 4 decimals, got ${value}`);
  }
  return bps;
};
