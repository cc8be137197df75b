/**
 * Ports of the disputes module (the pattern is described in contexts/money/payouts/ports.ts): the tasks
 * a dispute is about and how they move, the agent's copies of the proof, and the audit entry written
 * with a resolution.
 */
import type { Contribution } from '../../../platform/table/contribution';
import type { AuditEntry } from '../../accounts/audit/domain';
import type { Task } from '../tasks/domain';
import type { AgentPhotoCopies, MoveTask, TaskMovesStore } from '../tasks/ports';

interface DisputeTasks extends Pick<TaskMovesStore, 'getTask' | 'saveWithoutTransition'> {
  moveTask: MoveTask;
}

/** The back office's audit log: an entry to write in the action's own transaction. */
interface AuditLog {
  entry(entry: AuditEntry): Contribution;
}

/** A released or split seat of a batch may reach the batch's consensus (contexts/work/batches). */
export interface BatchConsensus {
  settle(task: Task, now: Date): Promise<void>;
}

export interface DisputePorts {
  tasks: DisputeTasks;
  consensus: BatchConsensus;
  photos: AgentPhotoCopies;
  audit: AuditLog;
}

/** What the appeal needs: the task, and a write of it that moves nothing. */
export interface AppealPorts {
  tasks: Pick<DisputeTasks, 'getTask' | 'saveWithoutTransition'>;
}
