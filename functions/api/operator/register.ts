import * as z from 'zod';
import { apiHandler } from '../../http/api-handler';
import { registerOperator } from '../../use-cases/operators/register-operator';
import { kycStatus } from '../../wire/schemas';

const body = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().min(5).max(32).optional(),
  skills: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});
const responses = {
  201: z
    .object({
      operator_id: z.string().meta({ description: "Also the username of the operator's login (`cognito:username`)" }),
      name: z.string(),
      email: z.email().meta({ description: 'Lower-cased' }),
      kyc_status: kycStatus,
      rating: z.number().min(1).max(5).meta({ description: 'New operators are rated 5.0' }),
    })
    .meta({ id: 'OperatorRegistration' }),
};

export const handler = apiHandler({ body, responses })(async ({ body, now }) => {
  const operator = await registerOperator(body, now);
  return {
    status: 201,
    body: { operator_id: operator.operator_id, name: operator.name, email: operator.email, kyc_status: operator.kyc_status, rating: operator.rating },
  };
});
