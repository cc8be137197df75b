import * as z from 'zod';
import { apiHandler } from '../../http/api-handler';
import { capturedMail } from '../../use-cases/dev/captured-mail';

const query = z.object({ to: z.string().max(254).optional() });
const email = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  verification_token: z.string().optional().meta({
    description: 'On email verification mail: the token, beside the text so that tooling need not parse it',
  }),
});
const responses = { 200: z.object({ data: z.array(email) }) };

/** Development only (the route table marks it so): the mail the service would have sent. */
export const handler = apiHandler({ query, responses })(async ({ query }) => ({
  status: 200,
  body: { data: await capturedMail(query.to) },
}));
