import { newId } from '../../../../platform/kernel/secrets';
import { cancelTask, countCreatedTasks, draftTasks } from '../../tasks/use-cases';
import { taskActions } from '../../tasks/wiring/actions';
import { taskCreation } from '../../tasks/wiring/creation';
import type { BatchPorts } from '../ports';
import { batchesTable, seatReads } from './table';

/** The composition root of batch creation (work/creation): the creation path and the cancel of the tasks module. */
export const batchRoutes: BatchPorts = {
  batches: batchesTable,
  seats: {
    ...seatReads,
    draft: (agentId, request, now, ids) => draftTasks(taskCreation, agentId, request, now, ids),
    countCreated: (drafted) => countCreatedTasks(taskCreation, drafted),
    cancelSeat: (taskId, agentId, now) => cancelTask(taskActions, taskId, agentId, now),
  },
  ids: { newId },
};
