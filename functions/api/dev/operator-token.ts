import { z } from 'zod';
import { errors } from '../../core/errors';
import { apiHandler } from '../../http/api-handler';
import { issueLocalOperatorToken } from '../../identity/local-issuer';
import { findOperatorByEmail } from '../../store/operators';

const body = z.object({ email: z.email() });

/** Development only (the route table marks it so): a login for a registered operator. */
export const handler = apiHandler({ body }, async ({ body, now }) => {
  const operator = await findOperatorByEmail(body.email);
  if (!operator) throw errors.operatorNotFound();
  return { status: 200, body: { token: await issueLocalOperatorToken(operator, now) } };
});
