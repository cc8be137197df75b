/**
 * An operator's rating: a Bayesian mean that starts at 5.0 with the weight of PRIOR_WEIGHT
 * ratings, so one bad score does not sink a newcomer:
 *
 *   rating = (PRIOR_WEIGHT × PRIOR_MEAN + sum of scores) / (PRIOR_WEIGHT + number of scores)
 *
 * rounded to two decimals. With no ratings it is 5.0; after one 1-star score, (15 + 1) / 4 = 4.0.
 */
export const PRIOR_MEAN = 5;
const PRIOR_WEIGHT = 3;

export const bayesianRating = (sum: number, count: number): number =>
  Math.round(((PRIOR_WEIGHT * PRIOR_MEAN + sum) / (PRIOR_WEIGHT + count)) * 100) / 100;
