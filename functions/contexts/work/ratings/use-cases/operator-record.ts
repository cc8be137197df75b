import type { Operator } from '../../../accounts/operators/domain';
import { operatorErrors } from '../../../accounts/operators/errors';
import type { Rating, RatingsPorts } from '../ports';

/** The ratings an operator received, newest first, without the agents who gave them. */
export const operatorRatings = async (deps: Pick<RatingsPorts, 'ratings'>, operatorId: string): Promise<Rating[]> =>
  deps.ratings.listRatings(operatorId);

/** What the back office sees of an operator: KYC, completions, dispute outcomes, rating. */
export const operatorRecord = async (deps: Pick<RatingsPorts, 'operators'>, operatorId: string): Promise<Operator> => {
  const operator = await deps.operators.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  return operator;
};
