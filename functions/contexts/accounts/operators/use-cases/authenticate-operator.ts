import type { OperatorPrincipal } from '../../../../platform/kernel/principals';
import { operatorErrors } from '../errors';
import type { OperatorAuthenticationPorts } from '../ports';

/** The operator a bearer token names (`cognito:username` is the operator_id the service assigned). */
export const authenticateOperator = async (deps: OperatorAuthenticationPorts, authorization: string | undefined): Promise<OperatorPrincipal> => {
  const operatorId = await deps.verifiedOperatorUser(authorization);
  if (!operatorId) throw operatorErrors.missingBearerToken();
  return { kind: 'operator', operatorId };
};
