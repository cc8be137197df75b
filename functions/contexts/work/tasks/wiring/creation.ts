import { newId } from '../../../../platform/kernel/secrets';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import { sealBatchSecret, sealTaskSecret } from '../../../delivery/callbacks/use-cases';
import { callbackSecrets } from '../../../delivery/callbacks/wiring/secrets';
import { screenRequest } from '../../safety/use-cases';
import { screening } from '../../safety/wiring/screening';
import type { TaskCreationPorts } from '../ports';
import { insertTasks } from '../store/tasks-store';
import { taskPreparation } from './preparation';

/** The composition root of task creation (the create route, batches): the table, the secret box, the metrics. */
export const taskCreation: TaskCreationPorts = {
  ...taskPreparation,
  sealCallbackSecret: (owner, secret) =>
    'batchId' in owner ? sealBatchSecret(callbackSecrets, owner.batchId, secret) : sealTaskSecret(callbackSecrets, owner.taskId, secret),
  insertTasks,
  screen: (request, now) => screenRequest(screening, request, now),
  countCreated: (tasks, held) => {
    countMetric(BUSINESS_METRICS.tasksCreated, tasks);
    countMetric(BUSINESS_METRICS.moneyHeld, held);
  },
  newTaskId: () => newId('task'),
};
