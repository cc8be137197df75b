import { verifiedUsername } from '../../../adapters/identity/id-tokens';
import { errors } from '../../../platform/kernel/errors';
import type { OperatorPrincipal } from '../../../platform/kernel/principals';
import { config } from '../../../platform/settings';

/** The operator a bearer token names (`cognito:username` is the operator_id the service assigned). */
export const authenticateOperator = async (authorization: string | undefined): Promise<OperatorPrincipal> => {
  const operatorId = await verifiedUsername(authorization, config.operatorJwt, errors.invalidBearerToken);
  if (!operatorId) throw errors.missingBearerToken();
  return { kind: 'operator', operatorId };
};
