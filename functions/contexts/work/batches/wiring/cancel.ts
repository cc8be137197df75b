import { cancelTask } from '../../tasks/use-cases';
import { taskActions } from '../../tasks/wiring/actions';
import { batchesTable, seatReads } from './table';

/** The composition root of the batch's cancel: the batch and its seats, and the cancel every task has (no creation path). */
export const batchCancels = {
  batches: batchesTable,
  seats: { ...seatReads, cancelSeat: (taskId: string, agentId: string, now: Date) => cancelTask(taskActions, taskId, agentId, now) },
};
