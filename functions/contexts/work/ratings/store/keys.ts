/**
 * The keys of the items the ratings module owns: the ratings an operator received.
 */
export const ratingsKeys = {
  /** A rating the operator received, in its partition, oldest first. */
  operatorRating: (operatorId: string, createdAt: string, taskId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `RATING#${createdAt}#${taskId}` }),
  operatorRatingPrefix: 'RATING#',
} as const;
