import { getTask, saveCallbacksDue } from '../../../work/tasks/store';
import type { CallbackPorts } from '../ports';
import { callbackEventsTable } from './table';

/** The tasks' side of the callbacks on the table: a task read, and where its next callback check is due. */
export const callbackTasks: CallbackPorts['tasks'] = { getTask, saveCallbacksDue };

/** The composition root of the task callbacks route: a task and its callback deliveries. */
export const taskCallbackReads: Pick<CallbackPorts, 'tasks' | 'events'> = { tasks: callbackTasks, events: callbackEventsTable };
