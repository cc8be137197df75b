import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { getOperatorProfile } from '../use-cases/operator-profile';
import { operatorProfiles } from '../wiring/approval';
import { operatorHandler } from '../wiring/operator-handler';
import { kycStatus } from './operator-views';

const responses = !import.meta.bundled && {
  200: withMeta(
    z.object({
      operator_id: z.string(),
      name: z.string(),
      email: z.email(),
      kyc_status: kycStatus,
      kyc_reason: withMeta(z.nullable(z.string()), { description: "The back office's reason, when it gave one" }),
      kyc_submitted_at: withMeta(z.nullable(timestamp), {
        description: 'When the operator last submitted identity documents (`POST /operator/kyc/submit`); null if never',
      }),
      rating: z.number(),
      open_claims: withMeta(z.array(z.string()), {
        description: 'The tasks the operator holds now (ESTIMATE_PENDING, ACCEPTED or IN_PROGRESS), to follow at GET /api/v1/operator/tasks/{id}',
      }),
      created_at: timestamp,
    }),
    { id: 'OperatorProfile' },
  ),
};

/** The signed-in operator: who they are and whether KYC lets them take work (the app shows why not). */
export const handler = operatorHandler({ responses })(async (request) => {
  const operator = await getOperatorProfile(operatorProfiles, request.principal.operatorId);
  return {
    status: 200,
    body: {
      operator_id: operator.operator_id,
      name: operator.name,
      email: operator.email,
      kyc_status: operator.kyc_status,
      kyc_reason: operator.kyc_reason ?? null,
      kyc_submitted_at: operator.kyc_submitted_at ?? null,
      rating: operator.rating,
      open_claims: [...(operator.open_claims ?? [])].sort(),
      created_at: operator.created_at,
    },
  };
});
