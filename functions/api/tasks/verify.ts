import { z } from 'zod';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { transitionTask } from '../../store/task-transitions';
import { finalizeTask } from '../../workflows/finalize';
import { idParams, taskStatus } from '../../wire/schemas';

const body = z.object({ decision: z.enum(['APPROVE', 'REJECT']), reason: z.string().max(1000).optional() });
const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, message: z.string() }) };

/** The agent's own review, bypassing the Guardian: APPROVE pays the operator, REJECT disputes. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const { decision, reason } = request.body;
  const at = request.now.toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: decision === 'APPROVE' ? 'agent_approve' : 'agent_reject',
    actor: { kind: 'agent', id: callingAgent(request).agentId },
    now: request.now,
    changes: () => ({ review: { decision, reason }, ...(decision === 'APPROVE' ? { verified_at: at } : {}) }),
  });
  if (decision === 'REJECT') {
    return { status: 200, body: { task_id: task.task_id, status: task.status, message: 'Proof rejected: the task is disputed.' } };
  }
  const finalized = (await finalizeTask(task.task_id, request.now)) ?? task;
  return {
    status: 200,
    body: { task_id: finalized.task_id, status: finalized.status, message: 'Proof approved: the escrow was released to the operator.' },
  };
});
