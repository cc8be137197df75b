/**
 * Ports of the disputes module (the pattern is described in contexts/money/payouts/ports.ts): the tasks
 * a dispute is about and how they move, the agent's copies of the proof, the audit entry written
 * with a resolution, the mail to the operator.
 */
import type { Email } from '../../../platform/kernel/email';
import type { TransactItem } from '../../../platform/table/transactions';
import type { AuditEntry } from '../../accounts/audit/domain';
import type { Operator } from '../../accounts/operators/domain';
import type { Task } from '../tasks/domain';
import type { MoveTask, TaskMovesStore } from '../tasks/ports';

interface DisputeTasks extends Pick<TaskMovesStore, 'getTask' | 'saveWithoutTransition'> {
  moveTask: MoveTask;
}

/** The agent's copies of a task's photos (the operator's originals are the evidence and stay). */
export interface AgentPhotoCopies {
  /** The storage keys of the agent's copies of the task's photos. */
  listAgentCopies(taskId: string): Promise<string[]>;
  deleteObjects(keys: readonly string[]): Promise<void>;
}

/** The back office's audit log: an entry to write in the action's own transaction. */
interface AuditLog {
  entry(entry: AuditEntry): TransactItem;
}

/** A released or split seat of a batch may reach the batch's consensus (modules/batches). */
export interface BatchConsensus {
  settle(task: Task, now: Date): Promise<void>;
}

export interface DisputePorts {
  tasks: DisputeTasks;
  consensus: BatchConsensus;
  photos: AgentPhotoCopies;
  audit: AuditLog;
  operators: { getOperator(operatorId: string): Promise<Operator | undefined> };
  mail: { send(email: Email): Promise<void> };
  settings: { publicBaseUrl: string };
}
