import type { Cents } from '../../../../platform/kernel/money';

/** Basis points: 1000 = 10%. */
export type RateBps = number;

/** The platform fee on a reward, rounded to the nearest cent (halves up), in integers only. */
export const platformFee = (reward: Cents, rate: RateBps): Cents => Math.floor((reward * rate + 5000) / 10000);
