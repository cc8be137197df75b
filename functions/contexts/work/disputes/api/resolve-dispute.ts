import * as z from 'zod/mini';
import { toCents, toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, usd, wholeCents } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { disputeSchema, disputeView } from '../../tasks/api/dispute-views';
import { taskStatus } from '../../tasks/api/task-status-views';
import { resolveDispute } from '../use-cases/resolve-dispute';
import { disputes } from '../wiring/api';

const body = z.object({
  outcome: z.enum(['refund', 'release', 'split']),
  operator_amount_usd: withMeta(z.optional(wholeCents(z.number())), {
    description: 'split only: what the operator receives, above 0 and below the reward',
  }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
const responses = !import.meta.bundled && {
  200: z.object({ task_id: z.string(), status: taskStatus, refunded_usd: z.nullable(usd), dispute: disputeSchema }),
};

/** The back office ends a dispute: refund the agent, release to the operator, or split. */
export const handler = adminHandler({ params: idParams, body, responses })(async (request) => {
  const { params, body, now } = request;
  const task = await resolveDispute(
    disputes,
    params.id,
    {
      outcome: body.outcome,
      operatorAmount: body.operator_amount_usd === undefined ? undefined : toCents(body.operator_amount_usd),
      note: body.note,
    },
    request.principal.actor,
    now,
  );
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      refunded_usd: task.refunded_cents === undefined ? null : toDollars(task.refunded_cents),
      dispute: disputeView(task.dispute)!,
    },
  };
});
