import type { Operator } from '../domain/operators';
import { getOperator } from '../store/operators-store';
import { approvedOperatorIn } from '../use-cases/approved-operator';

/** The operator if KYC approved, read from the table (for the use cases that claim, start and submit work). */
export const approvedOperator = (operatorId: string): Promise<Operator> => approvedOperatorIn({ getOperator }, operatorId);

/** The operator profile reads (the app's profile route): the operators' table alone. */
export const operatorProfiles = { getOperator };
