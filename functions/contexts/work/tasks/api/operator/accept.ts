import * as z from 'zod/mini';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { acceptTask } from '../../use-cases/accept-task';
import { taskClaims } from '../../wiring/claim';
import { taskStatus } from '../task-status-views';

const part = z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100_000)));
const body = z.object({
  estimate_days: part,
  estimate_hours: part,
  estimate_minutes: part,
  estimate_note: z.optional(z.string().check(z.maxLength(1000))),
});
const responses = !import.meta.bundled && {
  200: z.object({
    task_id: z.string(),
    status: taskStatus,
    estimate_minutes: withMeta(z.int().check(z.minimum(1)), { description: "The estimate's total in minutes" }),
    claimed_at: timestamp,
    approval_deadline: withMeta(timestamp, { description: 'When the claim lapses unless the agent approves or rejects it' }),
  }),
};

/** Claims a task with a time estimate; the agent approves or rejects it before work starts. */
export const handler = operatorHandler({ params: idParams, body, responses })(async (request) => {
  const task = await acceptTask(taskClaims, request.params.id, request.principal.operatorId, request.body, request.now);
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      // The claim's fields, set by this transition.
      estimate_minutes: task.estimate_minutes!,
      claimed_at: task.claimed_at!,
      approval_deadline: task.approval_deadline!,
    },
  };
});
