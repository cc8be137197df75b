import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { usd } from '../../../../platform/wire/schemas';
import { taskStatus } from '../../tasks/api/task-status-views';
import type { Task } from '../../tasks/domain';

/** What a staff decision on a HELD task answers: the task's new status and what went back to the agent. */
export const decisionSchema = /* @__PURE__ */ z.object({
  task_id: /* @__PURE__ */ z.string(),
  status: taskStatus,
  refunded_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
    description: 'Refused: the whole escrow (reward and fee) back to the agent; null when released',
  }),
});

export const decisionView = (task: Task): z.output<typeof decisionSchema> => ({
  task_id: task.task_id,
  status: task.status,
  refunded_usd: task.refunded_cents === undefined ? null : toDollars(task.refunded_cents),
});
