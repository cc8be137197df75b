import { secretBox } from '../../../../adapters/callbacks/secret-box';
import { newId } from '../../../../platform/kernel/secrets';
import { contribution } from '../../../../platform/table/contribution';
import { screenInFunction } from '../../safety/wiring/screening-function';
import { createdTaskView } from '../api/agent/task-views';
import { callbackSecretContext } from '../domain/callback-secret';
import type { TaskCreationPorts } from '../ports';
import { taskCreatedEventWrite } from '../store/created-event';
import { insertTasks } from '../store/tasks-store';
import { taskPreparation } from './preparation';

/**
 * The composition root of task creation (the create route, batches): the table, the secret box, the
 * screening function. What it creates is counted from the table's stream (functions/manifest/stream-metrics.ts).
 */
export const taskCreation: TaskCreationPorts = {
  ...taskPreparation,
  sealCallbackSecret: (owner, secret) => secretBox().seal(secret, callbackSecretContext(owner)),
  // The task as the creation answers it.
  createdEvent: (task) => contribution([taskCreatedEventWrite(task, createdTaskView(task))]),
  insertTasks,
  screen: screenInFunction,
  newTaskId: () => newId('task'),
};
