import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { taskStatus } from '../../tasks/api/task-status-views';
import type { Task } from '../../tasks/domain';
import { verifyTask } from '../../tasks/use-cases';
import { agentReview } from '../wiring/agent-review';

const body = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  reason: withMeta(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000))), {
    description: 'Required with REJECT: why the proof is rejected (1 to 2000 characters)',
  }),
});
const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), status: taskStatus, message: z.string() }) };

const MESSAGES = {
  APPROVE: 'Proof approved: the escrow was released to the operator.',
  REJECT: 'Proof rejected: the task is disputed.',
} as const;

/** The agent's own review, bypassing the Guardian: APPROVE pays the operator, REJECT disputes. */
export const handler = agentHandler({
  scope: 'tasks:write',
  params: idParams,
  body,
  responses,
  audit: { action: 'task.verified', target: (task: Task) => task.task_id },
})(async (request) => {
  const { decision, reason } = request.body;
  const task = await verifyTask(agentReview, request.params.id, request.principal.agentId, { decision, reason }, request.now, request.audit);
  return { status: 200, body: { task_id: task.task_id, status: task.status, message: MESSAGES[decision] } };
});
