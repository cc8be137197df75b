/** What the batches use cases need from outside the module (the pattern: payouts/ports.ts). */
import type { Contribution } from '../../../platform/table/contribution';
import type { DraftedTasks, Task, TaskRequest } from '../tasks/domain';
import type { Batch, Consensus } from './domain/batches';

/** The batch items (each write one transaction). */
export interface BatchesStore {
  getBatch(batchId: string): Promise<Batch | undefined>;
  /**
   * Writes the batch with all its seats in one transaction: the seats (tasks.insert's usage
   * counters and one escrow hold for all), the batch item and what the caller contributes (a key's spending, an idempotency record).
   * Throws what stops creation (tier limits, 402 balance) with nothing written.
   */
  insertBatch(batch: Batch, seats: DraftedTasks, contributed: Contribution): Promise<void>;
  /**
   * Records that the consensus was reached and queues its callback to `seat`'s callback_url, once
   * per batch: false when it was recorded before (by a racing completion).
   */
  recordConsensus(batch: Batch, consensus: Consensus, seat: Task, at: string): Promise<boolean>;
}

/** What batches need of the tasks module: the creation path, the reads and the cancel every task has. */
export interface BatchSeats {
  /** The creation path's drafting and checks (tasks' draftTasks): one draft, a task per id, all of the batch. */
  draft(agentId: string, request: TaskRequest, now: Date, ids: { taskIds: string[]; batchId: string }): Promise<DraftedTasks>;
  getSeats(taskIds: readonly string[]): Promise<Task[]>;
  /** The agent's cancel of one task (refunding its escrow), or the transition table's refusal. */
  cancelSeat(taskId: string, agentId: string, now: Date): Promise<Task>;
}

/** New ids: the batch's and its seats'. */
interface BatchIds {
  newId(prefix: 'batch' | 'task'): string;
}

export interface BatchPorts {
  batches: BatchesStore;
  seats: BatchSeats;
  ids: BatchIds;
}

/** What creating a batch needs: the seats' creation path, not their reads or cancel. */
export type BatchCreationPorts = Pick<BatchPorts, 'batches' | 'ids'> & { seats: Pick<BatchSeats, 'draft'> };
