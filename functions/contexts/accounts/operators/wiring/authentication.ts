import { verifiedUsername } from '../../../../adapters/identity/id-tokens';
import type { OperatorPrincipal } from '../../../../platform/kernel/principals';
import { config } from '../../../../platform/settings';
import { operatorErrors } from '../errors';
import { authenticateOperator } from '../use-cases/authenticate-operator';

/** The composition root of the operator routes' authenticator (wiring/operator-handler.ts). */
export const authenticateOperatorToken = (authorization: string | undefined): Promise<OperatorPrincipal> =>
  authenticateOperator(
    { verifiedOperatorUser: (header) => verifiedUsername(header, config.operatorJwt, operatorErrors.invalidBearerToken) },
    authorization,
  );
