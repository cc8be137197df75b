import { type Cents, toDollars } from '../../../../platform/kernel/money';
import type { DisputeResolution, Task, Trigger } from '../../tasks/domain';
import { taskErrors } from '../../tasks/errors';
import { withdrawRefundedProof } from '../../tasks/use-cases';
import { disputeErrors } from '../errors';
import type { DisputePorts } from '../ports';

interface ResolutionRequest {
  outcome: DisputeResolution['outcome'];
  /** split: what the operator receives. */
  operatorAmount?: Cents;
  note?: string;
}

const TRIGGERS: Record<DisputeResolution['outcome'], Trigger> = {
  refund: 'resolve_refund',
  release: 'resolve_release',
  split: 'resolve_split',
};

/** The resolution in words, with the money it moves: what the audit log says. */
const resolutionDetail = (task: Task, resolution: DisputeResolution): string => {
  const note = resolution.note ? `: ${resolution.note}` : '';
  if (resolution.outcome === 'split') {
    return `split: $${toDollars(resolution.operator_cents!).toFixed(2)} of $${toDollars(task.reward_cents).toFixed(2)} to the operator${note}`;
  }
  return `${resolution.outcome}: $${toDollars(task.reward_cents).toFixed(2)} ${resolution.outcome === 'refund' ? 'back to the agent' : 'to the operator'}${note}`;
};

/**
 * The back office ends a dispute, appealed or not:
 * 1. a split names the operator's share: above 0 and below the reward;
 * 2. one transition moves the task (refund: CANCELLED; release or split: COMPLETED) with the
 *    resolution recorded on its dispute, and moves the escrow in the same transaction with ids
 *    derived from the task, so a repeated call cannot pay twice; the callback follows;
 * 3. the audit entry (who resolved, how) is written in that same transaction;
 * 4. a refund takes the proof back from the agent (withdrawRefundedProof); a release or split
 *    of a batch's seat may reach the batch's consensus (settleConsensus).
 */
export const resolveDispute = async (
  deps: Pick<DisputePorts, 'tasks' | 'photos' | 'audit' | 'consensus'>,
  taskId: string,
  request: ResolutionRequest,
  actor: string,
  now: Date,
): Promise<Task> => {
  if (request.outcome === 'split') {
    const task = await deps.tasks.getTask(taskId);
    if (task?.status !== 'DISPUTED') throw taskErrors.taskNotDisputed();
    if (request.operatorAmount === undefined) throw disputeErrors.splitAmountRequired();
    if (request.operatorAmount <= 0 || request.operatorAmount >= task.reward_cents)
      throw disputeErrors.splitAmountOutOfRange(toDollars(task.reward_cents));
  }
  const at = now.toISOString();
  const resolution: DisputeResolution = {
    outcome: request.outcome,
    ...(request.outcome === 'split' ? { operator_cents: request.operatorAmount } : {}),
    ...(request.note ? { note: request.note } : {}),
    resolved_at: at,
  };
  const { task } = await deps.tasks.moveTask({
    taskId,
    trigger: TRIGGERS[request.outcome],
    actor: { kind: 'admin' },
    now,
    changes: (current) => ({
      ...(current.dispute ? { dispute: { ...current.dispute, resolution } } : {}),
      ...(request.outcome === 'refund' ? { cancelled_at: at } : { completed_at: at }),
    }),
    writes: (next) => deps.audit.entry({ at, actor, action: 'dispute_resolution', target: taskId, detail: resolutionDetail(next, resolution) }),
  });
  await withdrawRefundedProof(deps, task);
  await deps.consensus.settle(task, now);
  return task;
};
