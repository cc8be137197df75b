import type { Task } from '../../tasks/domain';
import { type Batch, type Consensus, consensusOf, countsOf } from '../domain/batches';
import { batchErrors } from '../errors';
import type { BatchesStore, BatchSeats } from '../ports';

interface BatchQueryDeps {
  batches: Pick<BatchesStore, 'getBatch'>;
  seats: Pick<BatchSeats, 'getSeats'>;
}

/** A batch with its seats as they stand, what GET /api/v1/batches/{id} shows. */
export interface BatchState {
  batch: Batch;
  seats: Task[];
  counts: ReturnType<typeof countsOf>;
  consensus: Consensus | null;
}

/** The batch and its seats read now: counts by status, and the consensus when one was asked for. */
export const batchState = async (deps: BatchQueryDeps, batch: Batch): Promise<BatchState> => {
  const seats = await deps.seats.getSeats(batch.task_ids);
  return { batch, seats, counts: countsOf(seats), consensus: batch.consensus ? consensusOf(batch.consensus, seats) : null };
};

/** The agent's own batch; another agent's is "not found", as a missing one is. */
export const getOwnBatch = async (deps: BatchQueryDeps, batchId: string, agentId: string): Promise<Batch> => {
  const batch = await deps.batches.getBatch(batchId);
  if (!batch || batch.agent_id !== agentId) throw batchErrors.batchNotFound();
  return batch;
};

export const getBatchState = async (deps: BatchQueryDeps, batchId: string, agentId: string): Promise<BatchState> =>
  batchState(deps, await getOwnBatch(deps, batchId, agentId));
