/**
 * Ports of the tasks module (the pattern is described in modules/payouts/ports.ts). So far they
 * cover how a task changes status, which other modules' use cases (disputes, KYC, timers) take as
 * a dependency; the tasks use cases themselves still import their stores and move here next.
 */
import type { TransactItem } from '../../platform/table/transactions';
import type { MovePlan, MoveRequest } from './domain/task-moves';
import type { Task } from './domain/tasks';
import type { Transition } from './domain/transitions';

/** The task items as a move reads and writes them. */
export interface TaskMovesStore {
  getTask(taskId: string): Promise<Task | undefined>;
  /**
   * Writes the plan in one transaction with `also`: ConditionFailed 'task_unchanged' when the task
   * is no longer as planned from, 'open_claims_below_limit' when a claim would pass the limit.
   */
  commitMove(plan: MovePlan, now: Date, also?: readonly TransactItem[]): Promise<void>;
  /** Saves attributes that change no status, conditioned on the task being as read: false when it was not. */
  saveWithoutTransition(task: Task, next: Task): Promise<boolean>;
}

export interface MoveTaskRequest extends MoveRequest {
  /** Items the move's own transaction writes too (a submit's evidence and image claims, the back office's audit entry). */
  writes?: (next: Task) => readonly TransactItem[];
}

export interface MoveResult {
  task: Task;
  transition: Transition;
}

/** The one way a task changes status (use-cases/move-task.ts, wired in wiring/moves.ts). */
export type MoveTask = (request: MoveTaskRequest) => Promise<MoveResult>;
