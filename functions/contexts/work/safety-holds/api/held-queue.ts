import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { cursorPageQuery, nextCursor, timestamp } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { holdSchema } from '../../tasks/api/agent/task-views';
import { taskType } from '../../tasks/api/task-status-views';
import { REPORT_REASONS } from '../domain';
import { listHeld } from '../use-cases';
import { heldQueue } from '../wiring/api';

const query = /* @__PURE__ */ z.object({
  ...cursorPageQuery,
});
const report = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    report_id: /* @__PURE__ */ z.string(),
    operator_id: /* @__PURE__ */ z.string(),
    reason: /* @__PURE__ */ z.enum(REPORT_REASONS),
    details: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    reported_at: timestamp,
  }),
  { id: 'TaskReport', description: "An operator's report of a task: staff only (the agent sees only the hold's reason)" },
);
const heldTask = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    title: /* @__PURE__ */ z.string(),
    agent_id: /* @__PURE__ */ z.string(),
    task_type: taskType,
    purpose: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: 'Whose account or service, and why (restricted task types); null: none given',
    }),
    hold: holdSchema,
    reports: /* @__PURE__ */ z.array(report),
  }),
  { id: 'HeldTask' },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(heldTask), next_cursor: nextCursor }) };

/** The back office's safety queue: HELD tasks, oldest hold first, with operators' reports. */
export const handler = adminHandler({ query, responses })(async ({ query }) => {
  const { held, nextCursor } = await listHeld(heldQueue, query);
  return {
    status: 200,
    body: {
      data: held.flatMap(({ task, reports }) =>
        task.hold
          ? [
              {
                task_id: task.task_id,
                title: task.title,
                agent_id: task.agent_id,
                task_type: task.task_type,
                purpose: task.purpose ?? null,
                hold: task.hold,
                reports: reports.map(({ report_id, operator_id, reason, details, reported_at }) => ({
                  report_id,
                  operator_id,
                  reason,
                  details: details ?? null,
                  reported_at,
                })),
              },
            ]
          : [],
      ),
      next_cursor: nextCursor,
    },
  };
});
