import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../platform/wire/schemas';
import { KYC_STATUSES } from '../../../accounts/operators/domain';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { operatorRecord } from '../use-cases';
import { ratingsTable } from '../wiring/table';

const responses = !import.meta.bundled && {
  200: z.object({
    operator_id: z.string(),
    name: z.string(),
    email: z.string(),
    kyc_status: z.enum(KYC_STATUSES),
    rating: z.number().check(z.minimum(1), z.maximum(5)),
    ratings_received: z.int(),
    tasks_completed: z.int(),
    disputes: withMeta(z.object({ won: z.int(), lost: z.int(), split: z.int() }), {
      description: 'Disputes resolved for the operator, against, or split',
    }),
    created_at: timestamp,
  }),
};

/** The back office's view of an operator: KYC status, completed tasks, disputes won and lost, rating. */
export const handler = adminHandler({ params: idParams, responses })(async ({ params }) => {
  const operator = await operatorRecord(ratingsTable, params.id);
  return {
    status: 200,
    body: {
      operator_id: operator.operator_id,
      name: operator.name,
      email: operator.email,
      kyc_status: operator.kyc_status,
      rating: operator.rating,
      ratings_received: operator.rating_count ?? 0,
      tasks_completed: operator.tasks_completed ?? 0,
      disputes: { won: operator.disputes_won ?? 0, lost: operator.disputes_lost ?? 0, split: operator.disputes_split ?? 0 },
      created_at: operator.created_at,
    },
  };
});
