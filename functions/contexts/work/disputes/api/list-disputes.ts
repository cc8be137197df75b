import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { cursorPageQuery, nextCursor, usd } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { disputeSchema, disputeView } from '../../tasks/api/dispute-views';
import { listDisputes } from '../../tasks/use-cases';
import { staffTaskReads } from '../../tasks/wiring/staff-task-reads';

const query = z.object({
  appealed: withMeta(z.optional(z.enum(['true', 'false'])), {
    description: 'Only appealed disputes (true) or only unappealed ones (false); both when left out',
  }),
  ...cursorPageQuery,
});
const disputedTask = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    title: /* @__PURE__ */ z.string(),
    agent_id: /* @__PURE__ */ z.string(),
    operator_id: /* @__PURE__ */ z.string(),
    reward_usd: usd,
    dispute: disputeSchema,
  }),
  { id: 'DisputedTask' },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(disputedTask), next_cursor: nextCursor }) };

/** The back office's dispute queue: DISPUTED tasks, oldest dispute first (an index query per queue, bounded by the page). */
export const handler = adminHandler({ query, responses })(async ({ query }) => {
  const { tasks, nextCursor } = await listDisputes(staffTaskReads, {
    appealed: query.appealed === undefined ? undefined : query.appealed === 'true',
    limit: query.limit,
    cursor: query.cursor,
  });
  return {
    status: 200,
    body: {
      data: tasks.map((task) => ({
        task_id: task.task_id,
        title: task.title,
        agent_id: task.agent_id,
        operator_id: task.operator?.id ?? '',
        reward_usd: toDollars(task.reward_cents),
        dispute: disputeView(task.dispute)!,
      })),
      next_cursor: nextCursor,
    },
  };
});
