import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { operatorRatings } from '../use-cases/operator-record';
import { ratingsTable } from '../wiring/table';

const rating = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    score: /* @__PURE__ */ z.int(),
    comment: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    created_at: timestamp,
  }),
  {
    id: 'ReceivedRating',
    description: 'A rating an agent gave (the agent is not shown)',
  },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(rating) }) };

/** The operator's own ratings and comments, newest first, without the agents' identity. */
export const handler = operatorHandler({ responses })(async (request) => {
  const ratings = await operatorRatings(ratingsTable, request.principal.operatorId);
  return {
    status: 200,
    body: { data: ratings.map((r) => ({ task_id: r.task_id, score: r.score, comment: r.comment ?? null, created_at: r.created_at })) },
  };
});
