import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { withMeta } from '../../../../platform/wire/meta';
import { issueDevAdminToken } from '../use-cases/admin-token';
import { devLogins } from '../wiring/api';

const body = z.object({ email: z.email() });
const responses = !import.meta.bundled && {
  200: z.object({ token: withMeta(z.string(), { description: 'An RS256 JWT (staff ID token) valid for one hour' }) }),
};

/** Development only (the route table marks it so): a back-office login for a staff account. */
export const handler = publicHandler({ body, responses })(async ({ body, now }) => ({
  status: 200,
  body: { token: await issueDevAdminToken(devLogins, body.email, now) },
}));
