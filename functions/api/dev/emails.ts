import { z } from 'zod';
import { apiHandler } from '../../http/api-handler';
import { listCapturedMail } from '../../store/captured-mail';

const query = z.object({ to: z.string().max(254).optional() });

/** Development only (the route table marks it so): the mail the service would have sent. */
export const handler = apiHandler({ query }, async ({ query }) => ({
  status: 200,
  body: { data: await listCapturedMail(query.to) },
}));
