import * as z from 'zod/mini';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { approveEstimate } from '../../use-cases/approve-estimate';
import { taskActions } from '../../wiring/actions';
import { taskStatus } from '../task-status-views';
import { operatorSummary } from './task-views';

const responses = !import.meta.bundled && {
  200: z.object({
    task_id: z.string(),
    status: taskStatus,
    accepted_at: timestamp,
    operator: z.nullable(operatorSummary),
    estimate_minutes: z.nullable(z.int()),
  }),
};

export const handler = agentHandler({ scope: 'tasks:write', params: idParams, responses })(async (request) => {
  const task = await approveEstimate(taskActions, request.params.id, request.principal.agentId, request.now);
  return {
    status: 200,
    body: {
      task_id: task.task_id,
      status: task.status,
      accepted_at: task.accepted_at!, // set by the approval
      operator: task.operator ?? null,
      estimate_minutes: task.estimate_minutes ?? null,
    },
  };
});
