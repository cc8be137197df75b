import type { Task } from '../../tasks/domain';
import { seatReachingConsensus } from '../domain/batches';
import type { BatchesStore, BatchSeats } from '../ports';
import { batchState } from './batch-queries';

export interface SettleConsensusDeps {
  batches: Pick<BatchesStore, 'getBatch' | 'recordConsensus'>;
  seats: Pick<BatchSeats, 'getSeats'>;
}

/**
 * After a seat of a batch completed: when the batch asked for a consensus and its COMPLETED seats
 * now reach it, it is recorded and its callback queued, once per batch (a racing completion finds
 * it recorded), naming the seat whose completion reached it, whichever seat's path records it. Run by every path that completes a task, and again when such a path is retried
 * on a task already COMPLETED (the finalization step), so a crash between the two writes only delays it.
 */
export const settleConsensus = async (deps: SettleConsensusDeps, seat: Task, now: Date): Promise<void> => {
  if (!seat.batch_id || seat.status !== 'COMPLETED') return;
  const batch = await deps.batches.getBatch(seat.batch_id);
  if (!batch?.consensus || batch.consensus_reached_at) return;
  const { consensus, seats } = await batchState(deps, batch);
  const reachedBy = seatReachingConsensus(batch.consensus, seats);
  if (consensus?.reached && reachedBy) await deps.batches.recordConsensus(batch, consensus, reachedBy, now.toISOString());
};
