import * as z from 'zod/mini';
import { apiHandler, callingAdmin } from '../../http/api-handler';
import { recordOperatorKyc } from '../../use-cases/operators/record-kyc-decision';
import { idParams, timestamp } from '../../wire/schemas';

const body = z.object({ decision: z.enum(['APPROVED', 'REJECTED']), reason: z.optional(z.string().check(z.maxLength(1000))) });
const responses = {
  200: z.object({ operator_id: z.string(), kyc_status: z.enum(['APPROVED', 'REJECTED']), kyc_decided_at: timestamp }),
};

/** The back office records the outcome of an operator's identity check. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const operator = await recordOperatorKyc(request.params.id, request.body, callingAdmin(request).actor, request.now);
  return { status: 200, body: { operator_id: operator.operator_id, kyc_status: request.body.decision, kyc_decided_at: operator.kyc_decided_at! } };
});
