import { z } from 'zod';
import { errors } from '../../core/errors';
import { APPROVAL_WINDOW_MS, totalEstimateMinutes } from '../../core/operators';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { getOperator } from '../../store/operators';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus, timestamp } from '../../wire/schemas';

const part = z.number().int().min(0).max(100_000).optional();
const body = z.object({
  estimate_days: part,
  estimate_hours: part,
  estimate_minutes: part,
  estimate_note: z.string().max(1000).optional(),
});
const responses = {
  200: z.object({
    task_id: z.string(),
    status: taskStatus,
    estimate_minutes: z.int().min(1).meta({ description: "The estimate's total in minutes" }),
    claimed_at: timestamp,
    approval_deadline: timestamp.meta({ description: 'When the claim lapses unless the agent approves or rejects it' }),
  }),
};

/** Claims a task with a time estimate; the agent approves or rejects it before work starts. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const operator = await getOperator(callingOperator(request).operatorId);
  if (!operator) throw errors.operatorNotFound();
  if (operator.kyc_status !== 'APPROVED') throw errors.kycRequired();
  const claimedAt = request.now.toISOString();
  const approvalDeadline = new Date(request.now.getTime() + APPROVAL_WINDOW_MS).toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'accept',
    actor: { kind: 'operator', id: operator.operator_id },
    now: request.now,
    changes: (current) => ({
      operator: { id: operator.operator_id, name: operator.name, rating: operator.rating },
      estimate_minutes: totalEstimateMinutes(request.body, request.now, current.deadline),
      estimate_note: request.body.estimate_note,
      claimed_at: claimedAt,
      approval_deadline: approvalDeadline,
    }),
  });
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      estimate_minutes: task.estimate_minutes!, // set by this transition's changes
      claimed_at: claimedAt,
      approval_deadline: approvalDeadline,
    },
  };
});
