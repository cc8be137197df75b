import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { acceptableUseUrl } from '../../../../platform/http/public-origin';
import { withMeta } from '../../../../platform/wire/meta';
import { acceptableUseUrlField } from '../../../../platform/wire/schemas';
import { registerOperator } from '../use-cases/register-operator';
import { operatorRegistration } from '../wiring/registration';
import { kycStatus } from './operator-views';

const body = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.email().check(z.maxLength(254)),
  phone: z.optional(z.string().check(z.trim(), z.minLength(5), z.maxLength(32))),
  skills: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50)), []),
});
const responses = !import.meta.bundled && {
  201: withMeta(
    z.object({
      operator_id: withMeta(z.string(), { description: "Also the username of the operator's login (`cognito:username`)" }),
      name: z.string(),
      email: withMeta(z.email(), { description: 'Lower-cased' }),
      kyc_status: kycStatus,
      rating: withMeta(z.number().check(z.minimum(1), z.maximum(5)), { description: 'New operators are rated 5.0' }),
      acceptable_use_url: acceptableUseUrlField,
    }),
    { id: 'OperatorRegistration' },
  ),
};

export const handler = publicHandler({ body, responses })(async ({ body, headers, now }) => {
  const operator = await registerOperator(operatorRegistration, body, now);
  return {
    status: 201,
    body: {
      operator_id: operator.operator_id,
      name: operator.name,
      email: operator.email,
      kyc_status: operator.kyc_status,
      rating: operator.rating,
      acceptable_use_url: acceptableUseUrl(headers),
    },
  };
});
