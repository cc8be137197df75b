import { errors } from '../../../platform/kernel/errors';
import type { Operator } from '../../operators/domain/operators';
import { getOperator } from '../../operators/store/operators-store';
import { listRatings, type Rating } from '../store/ratings-store';

/** The ratings an operator received, newest first, without the agents who gave them. */
export const operatorRatings = async (operatorId: string): Promise<Rating[]> => listRatings(operatorId);

/** What the back office sees of an operator: KYC, completions, dispute outcomes, rating. */
export const operatorRecord = async (operatorId: string): Promise<Operator> => {
  const operator = await getOperator(operatorId);
  if (!operator) throw errors.operatorNotFound();
  return operator;
};
