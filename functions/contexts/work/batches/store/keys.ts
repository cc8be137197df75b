/**
 * The keys of the items the batches module owns: a batch of seats and its consensus event.
 */
export const batchesKeys = {
  /** A batch of seats: its seats' ids, the consensus asked for and reached. */
  batch: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'BATCH' }),
  /** The batch's consensus event: its callback outbox entry and delivery record (one per batch). */
  batchEvent: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'EVENT#CONSENSUS' }),
} as const;
