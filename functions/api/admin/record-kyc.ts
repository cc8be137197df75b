import { z } from 'zod';
import { apiHandler } from '../../http/api-handler';
import { recordKycDecision } from '../../store/operators';

const params = z.object({ id: z.string().min(1).max(100) });
const body = z.object({ decision: z.enum(['APPROVED', 'REJECTED']), reason: z.string().max(1000).optional() });

/** The back office records the outcome of an operator's identity check. */
export const handler = apiHandler({ params, body }, async ({ params, body, now }) => {
  const operator = await recordKycDecision(params.id, body.decision, body.reason, now.toISOString());
  return {
    status: 200,
    body: { operator_id: operator.operator_id, kyc_status: operator.kyc_status, kyc_decided_at: operator.kyc_decided_at },
  };
});
