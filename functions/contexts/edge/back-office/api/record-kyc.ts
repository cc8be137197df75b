import * as z from 'zod/mini';
import { idParams, timestamp } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { recordOperatorKyc } from '../use-cases/record-kyc-decision';
import { kycDecisions } from '../wiring/kyc-decision';

const body = z.object({ decision: z.enum(['APPROVED', 'REJECTED']), reason: z.optional(z.string().check(z.maxLength(1000))) });
const responses = !import.meta.bundled && {
  200: z.object({ operator_id: z.string(), kyc_status: z.enum(['APPROVED', 'REJECTED']), kyc_decided_at: timestamp }),
};

/** The back office records the outcome of an operator's identity check. */
export const handler = adminHandler({ params: idParams, body, responses })(async (request) => {
  const operator = await recordOperatorKyc(kycDecisions, request.params.id, request.body, request.principal.actor, request.now);
  return { status: 200, body: { operator_id: operator.operator_id, kyc_status: request.body.decision, kyc_decided_at: operator.kyc_decided_at! } };
});
