import { getTasks } from '../../tasks/store';
import type { BatchesStore, BatchSeats } from '../ports';
import { getBatch, insertBatch, recordConsensus } from '../store/batches-store';

/** The batches module's store ports on the DynamoDB table. */
export const batchesTable: BatchesStore = { getBatch, insertBatch, recordConsensus };

/** The seats as the tasks store reads them. */
export const seatReads: Pick<BatchSeats, 'getSeats'> = { getSeats: (taskIds) => getTasks(taskIds) };
