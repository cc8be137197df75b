import * as z from 'zod/mini';
import { toDollars } from '../../../../../platform/kernel/money';
import { idParams, usd } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import type { Task } from '../../domain/tasks';
import { cancelTask } from '../../use-cases/cancel-task';
import { taskActions } from '../../wiring/actions';
import { taskStatus } from '../task-status-views';
import { killFeeOf, killFeeUsd } from './task-views';

const responses = !import.meta.bundled && {
  200: z.object({ task_id: z.string(), status: taskStatus, refunded_usd: usd.check(z.minimum(0)), kill_fee_usd: killFeeUsd }),
};

/**
 * The escrow (reward and fee) goes back to the deposit balance in the same transaction, less the
 * operator's kill fee when an operator held the task (ACCEPTED).
 */
export const handler = agentHandler({
  scope: 'tasks:write',
  params: idParams,
  responses,
  audit: { action: 'task.cancelled', target: (task: Task) => task.task_id },
})(async (request) => {
  const task = await cancelTask(taskActions, request.params.id, request.principal.agentId, request.now, request.audit);
  return {
    status: 200,
    body: { task_id: task.task_id, status: task.status, refunded_usd: toDollars(task.refunded_cents ?? 0), kill_fee_usd: killFeeOf(task) },
  };
});
