/** The scores an agent may give an operator (the operator's rating is the operators domain's: operators/domain/rating.ts). */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
