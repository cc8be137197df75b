import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { withMeta } from '../../../../platform/wire/meta';
import { capturedMail } from '../use-cases/captured-mail';
import { devMail } from '../wiring/api';

const query = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });
const email = /* @__PURE__ */ z.object({
  to: /* @__PURE__ */ z.string(),
  subject: /* @__PURE__ */ z.string(),
  text: /* @__PURE__ */ z.string(),
  verification_token: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()), {
    description: 'On email verification mail: the token, beside the text so that tooling need not parse it',
  }),
});
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(email) }) };

/** Development only (the route table marks it so): the mail the service would have sent. */
export const handler = publicHandler({ query, responses })(async ({ query }) => ({
  status: 200,
  body: { data: await capturedMail(devMail, query.to) },
}));
