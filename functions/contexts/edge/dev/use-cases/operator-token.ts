import { operatorErrors } from '../../../accounts/operators/errors';
import type { DevLoginPorts } from '../ports';

/** Development only: a login (an ID token from the local issuer) for the registered operator with this email. */
export const issueDevOperatorToken = async (
  deps: Pick<DevLoginPorts, 'findOperatorByEmail' | 'issueOperatorToken'>,
  email: string,
  now: Date,
): Promise<string> => {
  const operator = await deps.findOperatorByEmail(email);
  if (!operator) throw operatorErrors.operatorNotFound();
  return deps.issueOperatorToken(operator, now);
};
