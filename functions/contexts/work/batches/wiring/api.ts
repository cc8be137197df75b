import { newId } from '../../../../platform/kernel/secrets';
import { draftTasks } from '../../tasks/use-cases';
import { taskCreation } from '../../tasks/wiring/creation';
import type { BatchCreationPorts } from '../ports';
import { batchesTable } from './table';

/**
 * The composition root of batch creation (work/creation): the tasks module's creation path. A
 * seat's cancel, with the tasks' actions it brings, is the batch cancel's (cancel.ts).
 */
export const batchRoutes: BatchCreationPorts = {
  batches: batchesTable,
  seats: {
    draft: (agentId, request, now, ids) => draftTasks(taskCreation, agentId, request, now, ids),
  },
  ids: { newId },
};
