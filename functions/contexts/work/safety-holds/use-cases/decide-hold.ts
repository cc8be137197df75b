import type { Task } from '../../tasks/domain';
import type { SafetyHoldPorts } from '../ports';

/**
 * Staff release a HELD task: it opens to operators (PENDING) with its escrow as it was; the hold
 * stays on the task for the record. The reports staff judged no longer count: two new operators'
 * reports hold it again (earlier reporters have had their say). The audit entry is written in the
 * move's transaction.
 */
export const releaseHold = async (deps: Pick<SafetyHoldPorts, 'tasks' | 'audit'>, taskId: string, actor: string, now: Date): Promise<Task> => {
  const at = now.toISOString();
  const { task } = await deps.tasks.moveTask({
    taskId,
    trigger: 'release_hold',
    actor: { kind: 'admin' },
    now,
    clears: ['reports'],
    writes: () => deps.audit.entry({ at, actor, action: 'hold_release', target: taskId, detail: 'released: open to operators' }),
  });
  return task;
};

/**
 * Staff refuse a HELD task: CANCELLED, and the whole escrow (reward and fee) back to the agent's
 * deposit, by the transition table's refund in the move's own transaction, with the audit entry.
 */
export const refuseHold = async (
  deps: Pick<SafetyHoldPorts, 'tasks' | 'audit'>,
  taskId: string,
  reason: string,
  actor: string,
  now: Date,
): Promise<Task> => {
  const at = now.toISOString();
  const { task } = await deps.tasks.moveTask({
    taskId,
    trigger: 'refuse_hold',
    actor: { kind: 'admin' },
    now,
    changes: () => ({ cancelled_at: at }),
    writes: () => deps.audit.entry({ at, actor, action: 'hold_refusal', target: taskId, detail: `refused: ${reason}` }),
  });
  return task;
};
