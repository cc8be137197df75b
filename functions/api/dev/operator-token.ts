import { z } from 'zod';
import { errors } from '../../core/errors';
import { apiHandler } from '../../http/api-handler';
import { issueLocalOperatorToken } from '../../adapters/identity/local-issuer';
import { findOperatorByEmail } from '../../store/operators';

const body = z.object({ email: z.email() });
const responses = {
  200: z.object({ token: z.string().meta({ description: 'An RS256 JWT (operator ID token) valid for one hour' }) }),
};

/** Development only (the route table marks it so): a login for a registered operator. */
export const handler = apiHandler({ body, responses })(async ({ body, now }) => {
  const operator = await findOperatorByEmail(body.email);
  if (!operator) throw errors.operatorNotFound();
  return { status: 200, body: { token: await issueLocalOperatorToken(operator, now) } };
});
