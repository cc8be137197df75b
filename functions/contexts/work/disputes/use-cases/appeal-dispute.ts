import { canAppeal, type Dispute } from '../../tasks/domain';
import { taskErrors } from '../../tasks/errors';
import { disputeErrors } from '../errors';
import type { AppealPorts } from '../ports';

const MAX_ATTEMPTS = 3;

/**
 * The operator who did the work appeals the agent's rejection:
 * 1. only their own DISPUTED task, before its appeal deadline (else "not found or not disputed");
 * 2. once (a second appeal is a conflict);
 * 3. the appeal is written on the task, conditioned on its version, which also takes the task off
 *    the timer index: an appealed dispute no longer resolves itself, the back office decides.
 */
export const appealDispute = async (
  deps: AppealPorts,
  taskId: string,
  operatorId: string,
  reason: string,
  now: Date,
): Promise<NonNullable<Dispute['appeal']>> => {
  const at = now.toISOString();
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const task = await deps.tasks.getTask(taskId);
    if (!task || task.sandbox || task.status !== 'DISPUTED' || task.operator?.id !== operatorId || !canAppeal(task.dispute, at)) {
      throw taskErrors.taskNotDisputed();
    }
    if (task.dispute!.appeal) throw disputeErrors.appealAlreadyFiled();
    const appeal = { reason, appealed_at: at };
    const next = { ...task, dispute: { ...task.dispute!, appeal }, version: task.version + 1, updated_at: at };
    if (await deps.tasks.saveWithoutTransition(task, next)) return appeal;
  }
  throw taskErrors.taskNotDisputed();
};
