import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { transitionFor } from '../../tasks/domain';
import type { BatchesStore, BatchSeats } from '../ports';
import { type BatchState, batchState, getOwnBatch } from './batch-queries';

interface CancelBatchDeps {
  batches: Pick<BatchesStore, 'getBatch'>;
  seats: Pick<BatchSeats, 'getSeats' | 'cancelSeat'>;
}

/**
 * The agent cancels what is left of a batch: every seat the agent may still cancel (the
 * transition table's `cancel`: no work started) is cancelled as any task is, its own escrow share
 * refunded in its own transaction. Seats under way or done stay as they are; a seat that moved on
 * meanwhile (claimed work started, say) is left too. Answers the batch as it stands afterwards.
 */
export const cancelBatch = async (deps: CancelBatchDeps, batchId: string, agentId: string, now: Date): Promise<BatchState> => {
  const batch = await getOwnBatch(deps, batchId, agentId);
  const cancellable = transitionFor('cancel').from;
  const open = (await deps.seats.getSeats(batch.task_ids)).filter((seat) => cancellable.includes(seat.status));
  for (const seat of open) {
    try {
      await deps.seats.cancelSeat(seat.task_id, agentId, now);
    } catch (error) {
      if (!(error instanceof TransitionRefusedError)) throw error;
    }
  }
  return batchState(deps, batch);
};
