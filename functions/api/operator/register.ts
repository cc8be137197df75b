import { z } from 'zod';
import { isDevelopment } from '../../settings';
import { DEFAULT_OPERATOR_RATING } from '../../core/operators';
import { newId } from '../../core/secrets';
import { apiHandler } from '../../http/api-handler';
import { provisionOperatorLogin } from '../../adapters/identity/operator-logins';
import { normalizeEmail } from '../../store/agents';
import { createOperator, deleteOperator } from '../../store/operators';
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
  const operator = {
    operator_id: newId('op'),
    name: body.name,
    email: normalizeEmail(body.email),
    phone: body.phone,
    skills: body.skills,
    // Development approves KYC at once; production waits for the back office's decision.
    kyc_status: isDevelopment() ? ('APPROVED' as const) : ('PENDING' as const),
    rating: DEFAULT_OPERATOR_RATING,
    created_at: now.toISOString(),
  };
  await createOperator(operator);
  try {
    await provisionOperatorLogin(operator);
  } catch (error) {
    await deleteOperator(operator);
    throw error;
  }
  return {
    status: 201,
    body: { operator_id: operator.operator_id, name: operator.name, email: operator.email, kyc_status: operator.kyc_status, rating: operator.rating },
  };
});
