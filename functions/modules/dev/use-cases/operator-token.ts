import { issueLocalOperatorToken } from '../../../adapters/identity/local-issuer';
import { errors } from '../../../platform/kernel/errors';
import { findOperatorByEmail } from '../../operators/store/operators-store';

/** Development only: a login (an ID token from the local issuer) for the registered operator with this email. */
export const issueDevOperatorToken = async (email: string, now: Date): Promise<string> => {
  const operator = await findOperatorByEmail(email);
  if (!operator) throw errors.operatorNotFound();
  return issueLocalOperatorToken(operator, now);
};
