import type { Operator } from '../domain/operators';
import { operatorErrors } from '../errors';
import type { OperatorsStore } from '../ports';

/** The calling operator, for the app's profile and KYC status. Reads only. */
export const getOperatorProfile = async (deps: Pick<OperatorsStore, 'getOperator'>, operatorId: string): Promise<Operator> => {
  const operator = await deps.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  return operator;
};
