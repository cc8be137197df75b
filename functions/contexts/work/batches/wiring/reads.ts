import { batchesTable, seatReads } from './table';

/** The composition root of GET /api/v1/batches/{id}: the batch and its seats, read (no creation path). */
export const batchReads = { batches: batchesTable, seats: seatReads };
