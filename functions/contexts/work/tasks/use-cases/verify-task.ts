import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import { openDispute } from '../domain/disputes';
import type { Task } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { AgentReviewPorts } from '../ports';

interface AgentReview {
  decision: 'APPROVE' | 'REJECT';
  reason?: string;
}

/**
 * The agent's own review of the proof, bypassing the Guardian:
 * 1. REJECT must say why, and disputes the task: the operator may appeal until the appeal
 *    deadline (DISPUTE_APPEAL_HOURS), else the escrow returns to the agent; APPROVE verifies it;
 * 2. the operator is mailed about a dispute (reason, appeal deadline, a link to the task);
 * `contribute` adds to the review's own transaction (the audit entry);
 * 3. an approved task is finalized at once (the escrow released to the operator), so the answer
 *    says COMPLETED; the Finalization workflow its VERIFIED event starts then finds the work done.
 */
export const verifyTask = async (
  deps: AgentReviewPorts,
  taskId: string,
  agentId: string,
  review: AgentReview,
  now: Date,
  contribute: Contributes<Task> = contributesNothing,
): Promise<Task> => {
  const approved = review.decision === 'APPROVE';
  if (!approved && !review.reason) throw taskErrors.rejectReasonRequired();
  const at = now.toISOString();
  const { task } = await deps.moveTask({
    taskId,
    trigger: approved ? 'agent_approve' : 'agent_reject',
    actor: { kind: 'agent', id: agentId },
    now,
    changes: () => ({
      review,
      ...(approved ? { verified_at: at } : { dispute: openDispute(review.reason!, at, deps.settings.disputeAppealHours) }),
    }),
    writes: contribute,
  });
  if (!approved) {
    await deps.mailDispute(task);
    return task;
  }
  return (await deps.finalize(task.task_id, now)) ?? task;
};
