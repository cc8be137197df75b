import type { Operator } from '../domain/operators';
import { operatorErrors } from '../errors';
import type { OperatorsStore } from '../ports';

/**
 * The operator, if their identity check is approved: claiming, starting and submitting work all
 * need it, so an operator rejected after claiming cannot go on to be paid.
 */
export const approvedOperatorIn = async (store: Pick<OperatorsStore, 'getOperator'>, operatorId: string): Promise<Operator> => {
  const operator = await store.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  if (operator.kyc_status !== 'APPROVED') throw operatorErrors.kycRequired();
  return operator;
};
