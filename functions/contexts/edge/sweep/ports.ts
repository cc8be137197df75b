/**
 * Ports: what the timer sweep needs of the modules it drives (the pattern is described in
 * contexts/money/payouts/ports.ts); wiring/sweep.ts builds the real ones, test/support/fakes/sweep.ts fakes.
 */
import type { RequeueCallback } from '../../delivery/callbacks/use-cases';
import type { ChainWork, DueChainWork } from '../../money/deposits/store';
import type { Task } from '../../work/tasks/domain';
import type { MoveTask } from '../../work/tasks/ports';
import type { TimerRules } from '../../work/timers/domain';

export type { ChainWork };

/** What is due now, from one read of every timer shard. */
interface DueWork {
  chainWork: DueChainWork[];
  tasks: Task[];
}

export interface TimerPorts {
  dueWork(now: Date): Promise<DueWork>;
  /** Counts a chain workflow's restart, conditioned on the count seen: false when another sweep took it. */
  takeChainRestart(due: DueChainWork, now: Date): Promise<boolean>;
  /** Saves a task whose status does not change, conditioned on it being as read: false when it was not. */
  saveWithoutTransition(task: Task, next: Task): Promise<boolean>;
  moveTask: MoveTask;
  /** A task's callback check (contexts/delivery/callbacks): answers how many callbacks it queued again. */
  checkCallbacks(task: Task, now: Date, requeue: RequeueCallback): Promise<number>;
  /** Takes back from the agent the proof of a task refunded after a dispute (tasks: withdrawRefundedProof). */
  withdrawRefundedProof(task: Task): Promise<void>;
  /** When the oldest appealed dispute, KYC submission and HELD task began waiting (undefined: none waits). */
  backOfficeQueues: {
    oldestAppealedDispute(): Promise<string | undefined>;
    oldestKycSubmission(): Promise<string | undefined>;
    oldestHeld(): Promise<string | undefined>;
  };
  timerRules: TimerRules;
}
